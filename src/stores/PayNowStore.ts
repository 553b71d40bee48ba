/**
 * "Pay now" on an unpaid order (/user/orders detail): the payment options for that order and
 * paying it through the same channels as the payment page, for the same order id (no second
 * order is placed). H5 channels leave for the pay page and return to /confirmation/{id}; store
 * credit confirms at once; the mini-program pays through WeChat and reports on the confirmation.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { canPayNow } from '@/domain/orders';
import { findPayOption, orderDetailUrl, payOptions, type PayOption, type PayOptionId } from '@/domain/payment';
import { methodLabelKey } from '@/domain/paymentMethods';
import { NO_OPEN_ID_ERROR, isPaymentChannel } from '@/domain/paymentStatus';
import type { PaymentConfigModel, StoreCreditModel } from '@/services/checkout';
import { ApiError, errorMessage } from '@/services/http';
import type { OrderModel } from '@/services/orders';
import type { Root } from './root';
import './checkoutStores';
import '@/i18n/user-area';

export class PayNowStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  paymentConfig: PaymentConfigModel | null = null;
  credit: StoreCreditModel | null = null;
  selected: PayOptionId | null = null;
  paying = false;
  error: string | null = null;

  private readonly root: Root;
  private order: OrderModel | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'inFlight' | 'order'>(
      this,
      { root: false, inFlight: false, order: observableRef, paymentConfig: observableRef, credit: observableRef },
      { autoBind: true },
    );
  }

  get options(): PayOption[] {
    const o = this.order;
    if (!this.paymentConfig || !o || !canPayNow({ ...o, total: o.totals.total }, Date.now())) return [];
    return payOptions({
      channels: this.paymentConfig.channels,
      device: this.root.platform.getDevice().kind,
      nativeMiniProgram: this.root.checkoutDeps.nativeMiniProgram,
      loggedIn: this.root.session.loggedIn,
      creditBalance: this.credit?.balance ?? null,
      creditApplied: o.totals.storeCredit,
      due: o.totals.total,
      payAtStore: false,
    });
  }

  get option(): PayOption | undefined {
    return findPayOption(this.options, this.selected) ?? this.options[0];
  }

  /** The method's name in the shopper's language (never the processor's), as on the payment page. */
  optionName(o: PayOption): string {
    return this.root.session.t(methodLabelKey(o.id));
  }

  /** Payment configuration and store credit for this order. Never rejects. */
  async init(order: OrderModel): Promise<void> {
    this.order = order;
    if (this.status === 'ready' || this.status === 'loading') return;
    this.status = 'loading';
    this.error = null;
    try {
      const config = await this.root.api.checkout.paymentConfig();
      const credit = this.root.session.loggedIn ? await this.root.api.checkout.storeCredit().catch(() => null) : null;
      runInAction(() => {
        this.paymentConfig = config;
        this.credit = credit;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  select(id: PayOptionId): void {
    if (!this.paying) this.selected = id;
  }

  /** Pays the order with the chosen option; a double tap joins the payment under way. */
  pay(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const run = this.run().finally(() => {
      if (this.inFlight === run) this.inFlight = null;
    });
    this.inFlight = run;
    return run;
  }

  private async run(): Promise<void> {
    const order = this.order;
    const option = this.option;
    if (!order || !option) return;
    const deps = this.root.checkoutDeps;
    const id = order.orderID;
    this.paying = true;
    this.error = null;
    try {
      if (option.channel === 'storeCredit') {
        await this.root.api.payment.storeCreditPayment(id);
        runInAction(() => (this.paying = false));
        deps.navigate(`${orderDetailUrl(id)}&placed=1`, { replace: true });
        return;
      }
      if (option.channel === 'wechat_mini_program') {
        const openId = await this.root.payment.wechatOpenId.ensure();
        if (!openId) throw new ApiError(0, 'NO_OPEN_ID', NO_OPEN_ID_ERROR);
        const params = await this.root.api.payment.requestWeChatMiniProgramPayment(id, openId);
        const result = await deps.payment.requestWeChatPayment(params);
        if (result.kind === 'cancel') {
          runInAction(() => (this.paying = false));
          return;
        }
        const q = new URLSearchParams();
        q.set('MP_paymentstatus', result.kind === 'ok' ? 'OK' : 'FAIL');
        if (result.kind === 'fail') q.set('message', result.message);
        q.set('orderID', id);
        q.set('wmpoid', openId);
        deps.navigate(`/confirmation/${encodeURIComponent(id)}?${q.toString()}`, { replace: true });
        return;
      }
      if (!isPaymentChannel(option.channel)) throw new ApiError(0, 'UNAVAILABLE', `${option.channel} is not available`);
      const { payUrl } = await this.root.api.payment.requestH5(option.channel, id, option.wallet);
      // `paying` stays true: the page is being left for the channel's page
      deps.payment.openPayPage(payUrl);
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.paying = false;
      });
    }
  }
}
