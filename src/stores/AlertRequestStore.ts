/**
 * One "Notify me" / "Tell me when it's cheaper" control: the shopper's tap, a guest's email, the
 * mini-program's subscribe prompt, and what they are told. Made per control, with the product page
 * or the Favourites page, off the first screen.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import {
  alertChannel,
  alertCreatedKey,
  alertEmailError,
  requestChannel,
  subscribeOutcome,
  type AlertKind,
  type AlertReach,
  type SubscribeAnswer,
} from '@/domain/alerts';
import { errorMessage } from '@/services/http';
import type { AlertModel } from '@/services/alerts';
import type { Root } from './root';
import { alertsApi } from './alertsApi';

export interface AlertTarget {
  productId: number;
  /** The option combination watched; null for the product as a whole (and for price alerts). */
  optionPair: string | null;
  kind: AlertKind;
}

/**
 * WeChat's one-time subscribe prompt, as the page hands it in: the template the store has for
 * this kind of alert (null while unknown or when it has none), the prompt itself (null answer: not
 * available on this target), and telling the store which templates the shopper accepted.
 */
export interface AlertSubscribe {
  templateId(kind: AlertKind): string | null;
  request(templateIds: string[]): Promise<Readonly<Record<string, SubscribeAnswer>> | null>;
  grant(alertId: number, accepted: string[]): Promise<void>;
}

export type AlertRequestPhase = 'idle' | 'email' | 'sending' | 'done' | 'refused';

export class AlertRequestStore {
  phase: AlertRequestPhase = 'idle';
  email = '';
  /** The email field's error (a message key), once the shopper tried to send. */
  emailError: string | null = null;
  /** What the shopper is told (already translated), and how it reads. */
  message: string | null = null;
  tone: 'success' | 'error' | 'info' = 'success';
  /** WeChat could not ask here: this control goes by email from now on. */
  private noWechat = false;
  alert: AlertModel | null = null;

  constructor(
    private readonly root: Root,
    readonly target: AlertTarget,
    private readonly subscribe: AlertSubscribe | null = null,
  ) {
    makeAutoObservable<this, 'root' | 'subscribe' | 'noWechat'>(
      this,
      { root: false, subscribe: false, target: false, noWechat: true },
      { autoBind: true },
    );
  }

  /** How this shopper would be reached now. */
  get reach(): AlertReach {
    const template = this.noWechat ? null : (this.subscribe?.templateId(this.target.kind) ?? null);
    return alertChannel({ subscribeMessages: template !== null, signedIn: this.root.session.loggedIn });
  }

  /**
   * The tap. In the mini-program WeChat's prompt must be asked inside the tap itself (WeChat
   * refuses it later), so it is the first thing done, before any request.
   */
  tap(): void {
    if (this.phase === 'sending') return;
    const reach = this.reach;
    if (reach === 'wechat') {
      const id = this.subscribe!.templateId(this.target.kind)!;
      const asked = this.subscribe!.request([id]);
      this.phase = 'sending';
      this.message = null;
      void asked.then(
        (answers) => this.afterPrompt(answers, id),
        () => this.afterPrompt(null, id),
      );
      return;
    }
    if (reach === 'account') {
      void this.send(reach);
      return;
    }
    this.phase = 'email';
    this.message = null;
  }

  setEmail(v: string): void {
    this.email = v;
    if (this.emailError) this.emailError = alertEmailError(v);
  }

  /** A guest's email form sent: checked here first, nothing is lost on a mistake. */
  submitEmail(): Promise<void> {
    this.emailError = alertEmailError(this.email);
    if (this.emailError) return Promise.resolve();
    return this.send('email').then(() => undefined);
  }

  close(): void {
    if (this.phase === 'email') this.phase = 'idle';
    this.emailError = null;
  }

  private async afterPrompt(answers: Readonly<Record<string, SubscribeAnswer>> | null, id: string) {
    const outcome = subscribeOutcome(answers, id);
    const t = this.root.session.t;
    if (outcome === 'declined') {
      runInAction(() => {
        this.phase = 'refused';
        this.tone = 'error';
        this.message = t('istore_alert_declined');
      });
      return;
    }
    if (outcome === 'unavailable') {
      // no prompt to be had: the account's email, or the guest's form, instead
      runInAction(() => {
        this.noWechat = true;
        this.phase = 'idle';
        this.tap();
        this.tone = 'info';
        this.message = t('istore_alert_unavailable');
      });
      return;
    }
    const alert = await this.send('wechat');
    // the store may message the shopper once for the template accepted
    if (alert) await this.subscribe!.grant(alert.id, [id]).catch(() => undefined);
  }

  private async send(reach: AlertReach): Promise<AlertModel | null> {
    const t = this.root.session.t;
    this.phase = 'sending';
    this.message = null;
    try {
      const { productId, optionPair, kind } = this.target;
      const alert = await alertsApi(this.root).create({
        productId,
        optionPair,
        kind,
        channel: requestChannel(reach),
        ...(reach === 'email' ? { email: this.email.trim() } : {}),
      });
      runInAction(() => {
        this.alert = alert;
        this.phase = 'done';
        this.tone = 'success';
        this.message = t(alertCreatedKey(reach, kind, alert.status), { email: this.email.trim() });
      });
      return alert;
    } catch (e) {
      runInAction(() => {
        // the guest's form stays open with what they typed
        this.phase = reach === 'email' ? 'email' : 'idle';
        this.tone = 'error';
        this.message = errorMessage(e);
      });
      return null;
    }
  }
}
