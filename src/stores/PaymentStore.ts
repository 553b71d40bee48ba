/**
 * The payment screen (/checkout/payment, spec 7.3): the options paymentConfig enables for this
 * device, and placing the order.
 *
 * Placing is idempotent: one idempotency key per checkout attempt, kept in storage with the
 * checkout it was made for until the order is paid or has failed (the confirmation page clears
 * it). A double tap joins the placing already under way; a retry after a network error, or Back
 * from a pay page and Place Order again, sends the same key, and the server answers the same order.
 *
 * Then the channel: H5 channels answer a pay page URL the app leaves for (the channel returns to
 * /confirmation/{id}?from_source=...); the mini-program asks requestWeChatMiniProgramPayment for
 * requestPayment parameters (for the shopper's WeChat open id: the stored one, else from WeChat
 * login, WechatOpenIdStore; none is 'no WechatOpenID', spec 8), pays through the
 * platform adapter, and goes to the confirmation page with MP_paymentstatus (OK / FAIL with
 * message), which reports the result to the server.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { attemptFor, readAttempt, type CheckoutAttempt } from '@/domain/attempt';
import {
  checkoutFingerprint,
  findPayOption,
  orderDetailUrl,
  payOptions,
  type PayOption,
  type PayOptionId,
} from '@/domain/payment';
import { methodLabelKey } from '@/domain/paymentMethods';
import '@/i18n/checkout';
import { NO_OPEN_ID_ERROR, isPaymentChannel } from '@/domain/paymentStatus';
import type { BillingModel, PaymentConfigModel, StoreCreditModel } from '@/services/checkout';
import { ApiError, errorMessage } from '@/services/http';
import type { OrderModel } from '@/services/orders';
import type { Root } from './root';
import { askOrderReminders, grantOrderReminders, prepareOrderReminders } from './orderReminders';
import type { SubscribePrompt } from './SubscribeStore';
import { WechatOpenIdStore } from './WechatOpenIdStore';

export const CHECKOUT_ATTEMPT_KEY = 'istore.checkout.attempt';
export const PAY_OPTION_KEY = 'istore.checkout.payOption';

export type PlaceResult = 'redirected' | 'paid' | 'cancelled' | 'failed' | 'invalid' | 'changed';

/** The order's amount differs from the one the page showed (the cart changed in another tab). */
export interface AmountChange {
  shown: number;
  now: number;
  currency: string;
}

function fingerprintOf(b: BillingModel): string {
  return checkoutFingerprint({
    lines: b.lines,
    total: b.totals.total,
    orderMethod: b.orderMethod,
    locationId: b.location?.id ?? null,
    date: b.timeSlot?.date ?? null,
    time: b.timeSlot?.time ?? null,
    couponCode: b.coupon?.code ?? null,
    tips: b.totals.tips,
    storeCredit: b.totals.storeCredit,
  });
}

export class PaymentStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  paymentConfig: PaymentConfigModel | null = null;
  credit: StoreCreditModel | null = null;
  selected: PayOptionId | null = null;
  /** True from the tap until the app has left for the channel (or the attempt failed). */
  placing = false;
  /** The last transaction error (first message, spec 8). */
  error: string | null = null;
  /** A calm note, e.g. the shopper closed WeChat's pay sheet. */
  notice: string | null = null;
  /** Place Order stopped because the amount is not the one shown: the page says so before paying. */
  amountChange: AmountChange | null = null;
  errorSeq = 0;

  private readonly root: Root;
  /** The open id WeChat Pay needs in the mini-program. */
  readonly wechatOpenId: WechatOpenIdStore;
  private inFlight: Promise<PlaceResult> | null = null;

  constructor(root: Root) {
    this.root = root;
    this.wechatOpenId = new WechatOpenIdStore(root);
    makeAutoObservable<this, 'root' | 'inFlight'>(
      this,
      { root: false, inFlight: false, wechatOpenId: false, paymentConfig: observableRef, credit: observableRef },
      { autoBind: true },
    );
  }

  get billing(): BillingModel | null {
    return this.root.checkout.billing;
  }

  get options(): PayOption[] {
    const b = this.billing;
    if (!this.paymentConfig || !b) return [];
    return payOptions({
      channels: this.paymentConfig.channels,
      device: this.root.platform.getDevice().kind,
      nativeMiniProgram: this.root.checkoutDeps.nativeMiniProgram,
      loggedIn: this.root.session.loggedIn,
      creditBalance: this.credit?.balance ?? null,
      creditApplied: b.totals.storeCredit,
      due: b.totals.total,
      payAtStore:
        !this.root.onlinePaymentOnly && b.orderMethod === 'PICKUP' && !!this.root.checkout.config?.payAtStoreEnabled,
    });
  }

  get option(): PayOption | undefined {
    return findPayOption(this.options, this.selected) ?? this.options[0];
  }

  /** The method's name in the shopper's language (never the processor's). */
  optionName(o: PayOption): string {
    return this.root.session.t(methodLabelKey(o.id));
  }

  /**
   * A complete bill, an option chosen, and not under the minimum order (the server would refuse
   * that only after the order is reserved).
   */
  get placeable(): boolean {
    return !!this.billing && this.billing.missing.length === 0 && !this.root.checkout.minimumOrder && !!this.option;
  }

  get canPlace(): boolean {
    return this.placeable && !this.placing;
  }

  /** Loads payment configuration, the bill (through the checkout) and the store credit. Never rejects. */
  async init(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    this.placing = false;
    prepareOrderReminders(this.root);
    try {
      const checkout = this.root.checkout;
      if (checkout.status !== 'ready') await checkout.init();
      if (checkout.status !== 'ready') throw new Error(checkout.loadError ?? '');
      const [paymentConfig] = await Promise.all([this.root.api.checkout.paymentConfig(), checkout.refreshBilling()]);
      const credit = this.root.session.loggedIn ? await this.root.api.checkout.storeCredit().catch(() => null) : null;
      runInAction(() => {
        this.paymentConfig = paymentConfig;
        this.credit = credit;
        const stored = this.root.platform.storage.get<string>(PAY_OPTION_KEY);
        this.selected = findPayOption(this.options, stored)?.id ?? this.options[0]?.id ?? null;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.loadError = e instanceof Error && e.message ? e.message : errorMessage(e);
        this.status = 'error';
      });
    }
  }

  select(id: PayOptionId): void {
    if (this.placing) return;
    this.selected = id;
    this.error = null;
    this.notice = null;
    this.root.platform.storage.set(PAY_OPTION_KEY, id);
    // GET billing/?pickUpAandPayAtStore=true: the server confirms paying at the store is possible
    if (id === 'payAtStore') {
      this.root.api.checkout.billing(true).catch((e) => runInAction(() => (this.error = errorMessage(e))));
    }
  }

  /** Back from a pay page through the back/forward cache: the page may place again. */
  pageRestored(): void {
    this.placing = false;
    void this.root.checkout.refreshBilling();
  }

  /** The stored attempt (tests and the confirmation page read it). */
  get storedAttempt(): CheckoutAttempt | null {
    return readAttempt(this.root.platform.storage.get(CHECKOUT_ATTEMPT_KEY));
  }

  /** Forgets the attempt: the order was paid or has failed; the next Place Order is a new one. */
  clearAttempt(): void {
    this.root.platform.storage.remove(CHECKOUT_ATTEMPT_KEY);
  }

  /** Place Order: however often it is tapped, one placing runs and one order exists. */
  placeOrder(): Promise<PlaceResult> {
    if (this.inFlight) return this.inFlight;
    // WeChat shows its subscribe prompt only when asked in the tap itself, before any await
    const reminders = this.placeable ? askOrderReminders(this.root, this.billing) : null;
    const run = this.place(reminders).finally(() => {
      if (this.inFlight === run) this.inFlight = null;
    });
    this.inFlight = run;
    return run;
  }

  private transactionError(e: unknown): PlaceResult {
    this.error = errorMessage(e);
    this.notice = null;
    this.placing = false;
    this.errorSeq++;
    this.root.checkoutDeps.scrollToTop();
    return 'failed';
  }

  private async place(reminders: SubscribePrompt | null): Promise<PlaceResult> {
    const billing = this.billing;
    const option = this.option;
    if (!billing || !option || !this.placeable) return 'invalid';
    const deps = this.root.checkoutDeps;
    const storage = this.root.platform.storage;
    this.placing = true;
    this.error = null;
    this.notice = null;
    this.amountChange = null;

    // paying at the store is its own attempt: the key of an online attempt answers an unpaid order
    const payAtStore = option.id === 'payAtStore';
    const fingerprint = `${fingerprintOf(billing)}${payAtStore ? '|payAtStore' : ''}`;
    let attempt = attemptFor(this.storedAttempt, fingerprint, deps.now(), deps.random);
    storage.set(CHECKOUT_ATTEMPT_KEY, attempt);
    try {
      let { order } = await this.root.api.checkout.reserve(attempt.key, payAtStore);
      if (order.status === 'FAILED' || order.status === 'CANCELLED') {
        // The key's order has failed or was cancelled meanwhile: this is a new attempt.
        attempt = attemptFor(null, attempt.fingerprint, deps.now(), deps.random);
        storage.set(CHECKOUT_ATTEMPT_KEY, attempt);
        ({ order } = await this.root.api.checkout.reserve(attempt.key, payAtStore));
      }
      attempt = { ...attempt, orderID: order.orderID };
      storage.set(CHECKOUT_ATTEMPT_KEY, attempt);
      const reminded = grantOrderReminders(this.root, reminders, order.orderID);
      if (payAtStore && order.paymentStatus === 'PAY_AT_STORE') return this.placedToPayAtStore(order);
      if (order.paymentStatus === 'PAID_ONLINE' || order.status !== 'INTERIM') return this.alreadyPlaced(order);
      if (order.totals.total !== billing.totals.total) return await this.amountChanged(billing, order, attempt);

      const form = this.root.checkout.form;
      if (form.withBilling) {
        const b = form.billing;
        await this.root.api.checkout.billingAddress(order.orderID, {
          firstName: b.firstName.trim(),
          lastName: b.lastName.trim(),
          streetNumberAndNameDetails: b.street.trim(),
          city: b.city.trim(),
          province: b.province.trim(),
          postCode: b.postCode.trim(),
          country: b.country,
        });
      }
      return await this.pay(order, option, reminded);
    } catch (e) {
      return runInAction(() => this.transactionError(e));
    }
  }

  /**
   * The order reserved is not for the amount the page showed (another tab changed the cart): no
   * payment yet. The bill is read again, so the page shows the new amount and says it changed;
   * the attempt keeps its key with the new bill's fingerprint, so the next tap pays this order.
   */
  private async amountChanged(shown: BillingModel, order: OrderModel, attempt: CheckoutAttempt): Promise<PlaceResult> {
    const fresh = await this.root.checkout.refreshBilling();
    runInAction(() => {
      if (fresh) {
        const payAtStore = attempt.fingerprint.endsWith('|payAtStore');
        this.root.platform.storage.set(CHECKOUT_ATTEMPT_KEY, {
          ...attempt,
          fingerprint: `${fingerprintOf(fresh)}${payAtStore ? '|payAtStore' : ''}`,
        });
      }
      this.amountChange = { shown: shown.totals.total, now: order.totals.total, currency: order.totals.currency };
      this.placing = false;
      this.root.checkoutDeps.scrollToTop();
    });
    return 'changed';
  }

  /** A pickup order to pay at the store: placed, the cart emptied by the server; its detail shows. */
  private placedToPayAtStore(order: OrderModel): PlaceResult {
    this.clearAttempt();
    this.root.checkout.reset();
    this.placing = false;
    void this.root.cart.fetch();
    this.root.checkoutDeps.navigate(`${orderDetailUrl(order.orderID)}&placed=1`, { replace: true });
    return 'paid';
  }

  /** The key came back with an order that is no longer waiting for payment. */
  private alreadyPlaced(order: OrderModel): PlaceResult {
    this.clearAttempt();
    this.placing = false;
    this.root.checkoutDeps.navigate(orderDetailUrl(order.orderID), { replace: true });
    return 'paid';
  }

  private async pay(order: OrderModel, option: PayOption, reminded: Promise<void>): Promise<PlaceResult> {
    const deps = this.root.checkoutDeps;
    const id = order.orderID;
    if (option.channel === 'storeCredit') {
      await this.root.api.payment.storeCreditPayment(id);
      runInAction(() => {
        this.clearAttempt();
        this.root.checkout.reset();
        this.placing = false;
      });
      void this.root.cart.fetch();
      deps.navigate(`${orderDetailUrl(id)}&placed=1`, { replace: true });
      return 'paid';
    }

    if (option.channel === 'wechat_mini_program') {
      // the stored open id (wmpoid), else WeChat login on the native mini-program
      const openId = await this.wechatOpenId.ensure();
      if (!openId) throw new ApiError(0, 'NO_OPEN_ID', NO_OPEN_ID_ERROR);
      const params = await this.root.api.payment.requestWeChatMiniProgramPayment(id, openId);
      // the subscribe prompt closes (and its grants are in) before WeChat's pay sheet opens
      await reminded;
      const result = await deps.payment.requestWeChatPayment(params);
      if (result.kind === 'cancel') {
        runInAction(() => {
          this.placing = false;
          this.notice = 'cancelled';
        });
        return 'cancelled';
      }
      const q = new URLSearchParams();
      q.set('MP_paymentstatus', result.kind === 'ok' ? 'OK' : 'FAIL');
      if (result.kind === 'fail') q.set('message', result.message);
      q.set('orderID', id);
      q.set('wmpoid', openId);
      deps.navigate(`/confirmation/${encodeURIComponent(id)}?${q.toString()}`, { replace: true });
      return 'redirected';
    }

    if (!isPaymentChannel(option.channel)) throw new ApiError(0, 'UNAVAILABLE', `${option.channel} is not available`);
    const { payUrl } = await this.root.api.payment.requestH5(option.channel, id, option.wallet);
    // `placing` stays true: the page is being left for the channel's page.
    deps.payment.openPayPage(payUrl);
    return 'redirected';
  }
}
