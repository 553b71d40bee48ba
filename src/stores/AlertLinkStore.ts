/**
 * The page a mailed alert link opens (/store/alert?confirm=TOKEN or ?unsubscribe=TOKEN): the call
 * the link stands for, made once, and what came of it. Works without signing in.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { alertLinkAction } from '@/domain/alerts';
import { errorMessage } from '@/services/http';
import type { AlertModel } from '@/services/alerts';
import type { Root } from './root';
import { alertsApi } from './alertsApi';

export type AlertLinkStatus = 'missing' | 'working' | 'done' | 'bad' | 'failed';

export class AlertLinkStore {
  status: AlertLinkStatus;
  alert: AlertModel | null = null;
  /** Why a call that reached no answer failed (offline, a server error). */
  error: string | null = null;
  readonly link: ReturnType<typeof alertLinkAction>;

  constructor(
    private readonly root: Root,
    params: Readonly<Record<string, string | undefined>>,
  ) {
    this.link = alertLinkAction(params);
    const asked = params.confirm !== undefined || params.unsubscribe !== undefined;
    this.status = this.link ? 'working' : asked ? 'bad' : 'missing';
    makeAutoObservable<this, 'root'>(this, { root: false, link: false, alert: observableRef }, { autoBind: true });
  }

  /** Makes the link's call. A refused token (used, unknown, expired) is `bad`; no answer is `failed`. */
  async run(): Promise<void> {
    const link = this.link;
    if (!link) return;
    this.status = 'working';
    this.error = null;
    const api = alertsApi(this.root);
    try {
      const alert =
        link.action === 'confirm' ? await api.confirm(link.token) : (await api.unsubscribe(link.token)).alert;
      runInAction(() => {
        this.alert = alert;
        this.status = 'done';
      });
    } catch (e) {
      const status = (e as { status?: number }).status ?? 0;
      runInAction(() => {
        this.status = status >= 400 && status < 500 ? 'bad' : 'failed';
        this.error = errorMessage(e);
      });
    }
  }
}
