/**
 * One visit of the confirmation page /confirmation/{id} (spec 2.7, 3, 4, 8). Made per visit by
 * `new ConfirmationStore(root, { id, query, href })`; the page calls start() on mount, pause() /
 * resume() when hidden / shown again, leave() on unload.
 *
 * Where the state comes from, by how the page was reached, is confirmationSource.ts; this store
 * is the visit: polling, views and what a finished payment does to the checkout and cart.
 *
 * - A channel return (from_source = prefix X order id): the channel's status call with
 *   returnUrlInfo (the page URL), orderID and status. INTERIM/NOT_PAID is Pending, rechecked
 *   every 2 s with at most one request in flight; NEW/PAID_ONLINE is success with the order id of
 *   the response; FAILED/FAILED is failure. OPay answers lacking a status are an error.
 * - A mini-program return (MP_paymentstatus): OK -> processWeChatMiniProgramPayment/success;
 *   FAIL with a message -> the error report, then failure; missing -> failure. The shopper has
 *   paid in WeChat by then, so a success report that gets no usable answer (no response, or a
 *   server fault) is not a failure: the page stays Pending and sends the report again every 2 s
 *   (the server takes it idempotently) until it is answered; a refusal (4xx) is an error.
 * - Never success without the server's word: a long Pending says it is still being confirmed and
 *   links to the order; network blips keep the page Pending and retry.
 * - Opened without from_source (another device, a bookmark, a link): no channel to ask, so the
 *   order itself is read (its owner's session, or the receipt link's `token`); the spec's
 *   'orderID error' is only for a from_source without an order id. An order this visitor may not
 *   read says how to see it: sign in, or the link in the receipt mail.
 * - Transaction errors: error state, earlier errors cleared, scroll to top, first message.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { PAYMENT_POLL_MS } from '@/domain/constants';
import { PENDING_GIVE_UP_MS, PENDING_SLOW_MS } from '@/domain/payment';
import { miniProgramReturn, paymentState, statusResponseError, type PaymentChannel } from '@/domain/paymentStatus';
import { errorMessage, isApiError } from '@/services/http';
import type { OrderModel } from '@/services/orders';
import type { PaymentStatusModel } from '@/services/payment';
import {
  reportMiniProgramFailure,
  requestStatus,
  retryable,
  sourceOf,
  type ConfirmationParams,
  type Source,
} from './confirmationSource';
import type { Root } from './root';
import './checkoutStores';

export type ConfirmationView = 'loading' | 'pending' | 'success' | 'fail' | 'error';

export class ConfirmationStore {
  view: ConfirmationView = 'loading';
  /** The channel whose payment this is (null for the mini-program). */
  channel: PaymentChannel | null = null;
  /** Success: the order id from the server's answer. Otherwise the order asked about. */
  orderID: string | null = null;
  /** Error text (spec 8): the first server message, or one of the spec's plain errors. */
  error: string | null = null;
  /** Pending for a long time: still being confirmed (spec: link to the order). */
  slow = false;
  /** Automatic rechecks stopped (after a long time); `checkNow()` still works. */
  stopped = false;
  /** The last check got no usable answer (no response, or a server fault on the report); rechecking. */
  offline = false;
  /** An unknown status pair: the order exists, the page cannot say more. */
  unknownStatus = false;
  /** Success: the order as the server has it (the receipt), once read; null before or when it cannot be. */
  order: OrderModel | null = null;
  /** Success, not signed in: the link that reopens this order without signing in. */
  receiptLink: string | null = null;
  /** Opened without from_source, and this visitor may not read the order: say how to see it. */
  needsSignIn = false;

  private readonly root: Root;
  private readonly params: ConfirmationParams;
  private source: Source | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private active = false;
  private paused = false;
  private startedAt = 0;

  constructor(root: Root, params: ConfirmationParams) {
    this.root = root;
    this.params = params;
    makeAutoObservable<this, 'root' | 'params' | 'source' | 'timer' | 'inFlight' | 'active' | 'paused' | 'startedAt'>(
      this,
      {
        root: false,
        params: false,
        source: false,
        timer: false,
        inFlight: false,
        active: false,
        paused: false,
        startedAt: false,
      },
      { autoBind: true },
    );
  }

  /** True while a status request is on its way (tests). */
  get requestInFlight(): boolean {
    return this.inFlight;
  }

  /** True while a recheck is scheduled (tests). */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  /** Reads the address and asks the server. Never rejects. */
  async start(): Promise<void> {
    if (this.active) return;
    this.active = true;
    this.paused = false;
    this.startedAt = this.root.checkoutDeps.now();
    if (this.params.query.MP_paymentstatus !== undefined) {
      await this.miniProgram();
      return;
    }
    const found = sourceOf(this.params);
    if ('error' in found) {
      this.showError(found.error);
      return;
    }
    this.source = found.source;
    this.orderID = found.source.orderId;
    if (found.source.kind === 'channel') this.channel = found.source.channel;
    await this.check();
  }

  /** Leaving the page: no timer, no further request; an answer still on its way is dropped. */
  leave(): void {
    this.active = false;
    this.clearTimer();
  }

  /** The page is hidden (another page on top, app in the background): no rechecks meanwhile. */
  pause(): void {
    this.paused = true;
    this.clearTimer();
  }

  /** The page is visible again: recheck now when still pending (unless a request is on its way). */
  resume(): void {
    if (!this.active) return;
    this.paused = false;
    if (this.view !== 'pending' || this.stopped) return;
    if (this.inFlight) return;
    this.clearTimer();
    void this.check();
  }

  /** "Check again" after automatic rechecks stopped. */
  checkNow(): void {
    if (!this.active || this.inFlight || !this.source) return;
    this.stopped = false;
    this.startedAt = this.root.checkoutDeps.now() - PENDING_SLOW_MS;
    this.clearTimer();
    void this.check();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.active || this.paused) return;
    const elapsed = this.root.checkoutDeps.now() - this.startedAt;
    this.slow = elapsed >= PENDING_SLOW_MS;
    if (elapsed >= PENDING_GIVE_UP_MS) {
      this.stopped = true;
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check();
    }, PAYMENT_POLL_MS);
  }

  /** One status request; never two at once. */
  private async check(): Promise<void> {
    if (!this.source || this.inFlight || !this.active) return;
    this.inFlight = true;
    try {
      const res = await requestStatus(this.root.api, this.source, this.params);
      runInAction(() => this.take(res));
    } catch (e) {
      runInAction(() => {
        if (!this.active) return;
        if (this.source?.kind === 'order' && isApiError(e) && [401, 403, 404].includes(e.status)) {
          // not this visitor's order (or none): how to see it, not a payment error
          this.needsSignIn = true;
          this.showError(''); // the page says how (istore_confirmation_how_to_see)
        } else if (retryable(e, this.source)) {
          // nothing is known yet, so keep asking (bounded by schedule(): slow, then stopped)
          this.offline = true;
          if (this.view === 'loading') this.view = 'pending';
          this.schedule();
        } else {
          this.showError(errorMessage(e));
        }
      });
    } finally {
      runInAction(() => (this.inFlight = false));
    }
  }

  private take(res: PaymentStatusModel): void {
    if (!this.active) return;
    this.offline = false;
    const s = this.source!;
    if (s.kind === 'channel') {
      const e = statusResponseError(s.channel, res);
      if (e) {
        this.showError(e);
        return;
      }
    }
    switch (paymentState(res.status, res.paymentStatus)) {
      case 'pending':
        this.view = 'pending';
        this.schedule();
        return;
      case 'success':
        this.orderID = res.orderID ?? this.orderID;
        this.finish('success');
        return;
      case 'fail':
        this.finish('fail');
        return;
      default:
        this.unknownStatus = true;
        this.showError(`${res.status ?? '-'} / ${res.paymentStatus ?? '-'}`);
    }
  }

  private finish(view: 'success' | 'fail'): void {
    this.view = view;
    this.error = null;
    this.slow = false;
    this.clearTimer();
    // a page opened later (another device, a bookmark) only shows the order: this device's
    // checkout, payment attempt and cart are not the ones it finished
    if (this.source?.kind === 'order') {
      if (view === 'success') void this.loadReceipt();
      return;
    }
    // the attempt is over: the next Place Order is a new order
    this.root.payment.clearAttempt();
    if (view === 'success') {
      this.root.checkout.reset();
      void this.loadReceipt();
    }
    void this.root.cart.fetch();
  }

  /** The paid order for the receipt, and a guest's link to it; a failure leaves the spec's view as it is. */
  private async loadReceipt(): Promise<void> {
    const id = this.orderID;
    if (!id) return;
    const api = this.root.api.orders;
    try {
      const order = await api.get(id);
      runInAction(() => (this.order = order));
      if (!this.root.session.loggedIn) {
        const link = await api.receiptLink(id);
        runInAction(() => (this.receiptLink = link));
      }
    } catch {
      // the order id and the spec's buttons still show; the order page has the rest
    }
  }

  /** Spec 8: failure state, earlier errors cleared, scroll to top, the first message. */
  private showError(message: string): void {
    this.clearTimer();
    this.view = 'error';
    this.error = message;
    this.slow = false;
    this.root.checkoutDeps.scrollToTop();
  }

  private async miniProgram(): Promise<void> {
    const q = this.params.query;
    const decision = miniProgramReturn({
      MP_paymentstatus: q.MP_paymentstatus,
      message: q.message,
      orderID: q.orderID,
      wmpoid: q.wmpoid ?? this.root.session.wechatOpenId,
    });
    if (decision.view === 'error') {
      this.showError(decision.error);
      return;
    }
    if (decision.view === 'fail') {
      if (decision.report) {
        this.orderID = decision.report.orderID ?? null;
        await reportMiniProgramFailure(this.root.api.payment, {
          orderID: decision.report.orderID ?? q.orderID ?? this.params.id ?? '',
          weChatOpenId: decision.report.weChatOpenId,
          errorMessage: decision.report.errorMessage,
        });
      }
      if (this.active) runInAction(() => this.finish('fail'));
      return;
    }
    this.orderID = decision.orderID;
    // the success report goes through check(), so it gets the channel path's rechecks
    this.source = { kind: 'miniProgram', orderId: decision.orderID, openId: decision.weChatOpenId, reported: false };
    await this.check();
  }
}
