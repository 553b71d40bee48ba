/** My Account's alerts (/user/alerts): the shopper's alerts and cancelling one. Loads with the page. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errorMessage } from '@/services/http';
import type { AlertModel } from '@/services/alerts';
import type { Root } from './root';
import { alertsApi } from './alertsApi';

export class AlertsListStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  alerts: AlertModel[] = [];
  /** The alert being cancelled. */
  cancelling: number | null = null;
  /** The last action's outcome, for a live region. */
  notice: string | null = null;
  noticeSeq = 0;
  actionError: string | null = null;

  constructor(private readonly root: Root) {
    makeAutoObservable<this, 'root'>(this, { root: false, alerts: observableRef }, { autoBind: true });
  }

  /** Open ones first (what the shopper may still cancel), then the rest, each newest first as sent. */
  get sorted(): AlertModel[] {
    const open = (a: AlertModel) => (a.status === 'pending' || a.status === 'active' ? 0 : 1);
    return [...this.alerts].sort((a, b) => open(a) - open(b));
  }

  get openCount(): number {
    return this.alerts.filter((a) => a.status === 'pending' || a.status === 'active').length;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const alerts = await alertsApi(this.root).list();
      runInAction(() => {
        this.alerts = alerts;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  async cancel(alert: AlertModel): Promise<void> {
    if (this.cancelling !== null) return;
    this.cancelling = alert.id;
    this.actionError = null;
    try {
      const next = await alertsApi(this.root).cancel(alert.id);
      runInAction(() => {
        this.alerts = this.alerts.map((a) => (a.id === next.id ? next : a));
        this.notice = this.root.session.t('istore_alert_cancelled', { name: alert.productName });
        this.noticeSeq++;
      });
    } catch (e) {
      runInAction(() => (this.actionError = errorMessage(e)));
    } finally {
      runInAction(() => (this.cancelling = null));
    }
  }

  clearNotice(): void {
    this.notice = null;
  }
}
