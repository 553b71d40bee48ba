/**
 * The checkout (spec 7.3, /checkout/checkout): configuration, then three steps, each validated
 * here first (domain/checkout.ts) and then sent to the server, which answers the bill:
 *   1. method: pickup / delivery / eat-in, store, date and time (updateOrderMethod, order*DateTime)
 *   2. contact: contact info, table number, delivery address with "save to my profile"
 *   3. extras: coupon, tip, store credit, comment, and the optional billing address (sent with the
 *      order by the payment screen, so it is checked here, in the step that shows its fields)
 * An order under the minimum (checkoutConfig.minOrderAmount, or the delivery zone's) does not go on
 * to payment: the server would refuse it there, after every step.
 * The form is kept in storage on every change, so a reload or a failed step loses nothing.
 * Transaction errors (spec 8): earlier errors cleared, first message shown, page scrolled to top.
 */
import { makeAutoObservable, observableRef, runInAction, toJS } from 'mobx';
import {
  couponError,
  emptyCheckoutForm,
  hasErrors,
  amountError,
  parseAmount,
  validateBilling,
  validateContactStep,
  validateExtrasStep,
  validateMethodStep,
  type CheckoutForm,
  type Errors,
  type FieldError,
  type OrderMethod,
  type SlotDay,
} from '@/domain/checkout';
import { minimumOrderShortfall, type MinimumOrderShortfall } from '@/domain/minimumOrder';
import { readStoredForm } from '@/domain/storedCheckoutForm';
import { formatMoney } from '@/domain/money';
import type {
  BillingModel,
  CheckoutConfigModel,
  DeliveryConfigModel,
  PaymentConfigModel,
  StoreCreditModel,
} from '@/services/checkout';
import { errorMessage } from '@/services/http';
import {
  contactPayload,
  deliveryPayload,
  formFromBilling,
  setPath,
  withProfileContact,
  type Path,
} from './checkoutForm';
import type { Root } from './root';

export const CHECKOUT_FORM_KEY = 'istore.checkout.form';

export type StepId = 'method' | 'contact' | 'extras';
export const STEPS: readonly StepId[] = ['method', 'contact', 'extras'];

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const METHOD_STEPS = new Set(['orderMethod', 'location', 'timeSlot']);
const CONTACT_STEPS = new Set(['contact', 'tableNumber', 'delivery']);

/** The step the server still misses first, or 'extras' when the order can be placed. */
export function stepFor(missing: readonly string[]): StepId {
  if (missing.some((m) => METHOD_STEPS.has(m))) return 'method';
  if (missing.some((m) => CONTACT_STEPS.has(m))) return 'contact';
  return 'extras';
}

/** A minimum order not met, with the delivery zone's name when it is the zone's minimum. */
export type MinimumOrderNotice = MinimumOrderShortfall & { currency: string; zoneName: string | null };

export class CheckoutStore {
  status: LoadStatus = 'idle';
  loadError: string | null = null;
  config: CheckoutConfigModel | null = null;
  paymentConfig: PaymentConfigModel | null = null;
  deliveryConfig: DeliveryConfigModel | null = null;
  billing: BillingModel | null = null;
  credit: StoreCreditModel | null = null;

  form: CheckoutForm = emptyCheckoutForm();
  errors: Errors = {};
  /** The server's refusal of the last step (first message, spec 8). */
  stepError: string | null = null;
  step: StepId = 'method';
  /** What is being sent now. */
  saving: StepId | 'coupon' | null = null;
  coupon: { kind: 'ok' | 'error'; text: string } | null = null;
  /** Incremented on each transaction error, so a screen can move focus to the message. */
  errorSeq = 0;

  private readonly root: Root;
  /** Only the latest tip / credit preview may write the bill. */
  private previewSeq = 0;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'previewSeq'>(
      this,
      {
        root: false,
        previewSeq: false,
        config: observableRef,
        paymentConfig: observableRef,
        deliveryConfig: observableRef,
        billing: observableRef,
        credit: observableRef,
        form: observableRef,
        errors: observableRef,
        coupon: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- derived ------------------------------------------------------------------------------

  get currency(): string {
    return this.billing?.totals.currency ?? this.config?.currency ?? 'USD';
  }

  /** Money in the store's currency (what is charged). */
  money(minor: number): string {
    return formatMoney(minor, this.currency, this.root.session.locale);
  }

  get methods(): OrderMethod[] {
    const offered = (this.config?.orderMethods ?? []).filter((m) => m.enabled).map((m) => m.method);
    return offered.filter((m) => m !== 'DELIVERY' || this.deliveryConfig?.enabled !== false);
  }

  /** Days and times offered for the chosen method. */
  get days(): SlotDay[] {
    if (this.form.method === 'PICKUP') return this.config?.pickupDays ?? [];
    if (this.form.method === 'DELIVERY') return this.deliveryConfig?.deliveryDays ?? [];
    return [];
  }

  get slots(): SlotDay['slots'] {
    return this.days.find((d) => d.date === this.form.date)?.slots ?? [];
  }

  get locationName(): string | undefined {
    return this.config?.pickupLocations.find((l) => l.id === this.form.locationId)?.localStoreName;
  }

  /**
   * The store's name the contact and delivery calls carry (spec 7.3, localStoreName): the pickup or
   * eat-in store, or for delivery the store the shopper chose (the one that delivers). A name, not
   * an id: a real istore server reads it so.
   */
  get orderStoreName(): string | undefined {
    if (this.form.method !== 'DELIVERY') return this.locationName;
    return this.root.location.selected?.localStoreName ?? (this.root.session.location?.name || undefined);
  }

  get isCartEmpty(): boolean {
    return !!this.billing && (this.billing.missing.includes('cart') || this.billing.lines.length === 0);
  }

  /** The server has everything reserve needs. */
  get complete(): boolean {
    return !!this.billing && this.billing.missing.length === 0;
  }

  /** A step is done when the server has what it asks for. */
  isStepDone(step: StepId): boolean {
    if (!this.billing) return false;
    if (step === 'method') return !this.billing.missing.some((m) => METHOD_STEPS.has(m));
    if (step === 'contact') return !this.billing.missing.some((m) => METHOD_STEPS.has(m) || CONTACT_STEPS.has(m));
    return this.complete;
  }

  /**
   * The bill under the minimum order, or null (also while the configuration is unknown: the
   * server still checks when the order is placed).
   */
  get minimumOrder(): MinimumOrderNotice | null {
    const b = this.billing;
    if (!b || !this.config || this.isCartEmpty) return null;
    const zone = b.orderMethod === 'DELIVERY' ? b.deliveryZone : null;
    const short = minimumOrderShortfall({
      subtotal: b.totals.subtotal,
      discount: b.totals.discount,
      minimum: this.config.minOrderAmount,
      zoneMinimum: zone?.minOrderAmount ?? null,
    });
    return short ? { ...short, currency: b.totals.currency, zoneName: zone?.name ?? null } : null;
  }

  /** Largest store credit to apply now, or null when the shopper has none to use. */
  get maxCredit(): number | null {
    if (!this.root.session.loggedIn || !this.credit || !this.billing) return null;
    const due = this.billing.totals.total + this.billing.totals.storeCredit;
    return Math.max(0, Math.min(this.credit.balance, due));
  }

  // ---- loading ------------------------------------------------------------------------------

  /**
   * checkoutConfig alone, for the cart screen's minimum order; kept once loaded (init() loads it
   * afresh). Never rejects: without it the cart just does not warn.
   */
  async loadConfig(): Promise<void> {
    if (this.config) return;
    try {
      const config = await this.root.api.checkout.checkoutConfig();
      runInAction(() => {
        if (!this.config) this.config = config;
      });
    } catch {
      // the server still refuses an order under the minimum when it is placed
    }
  }

  /** Loads configuration, the bill and (signed in) the store credit. Never rejects. */
  async init(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    try {
      const api = this.root.api.checkout;
      const [config, paymentConfig, deliveryConfig, billing] = await Promise.all([
        api.checkoutConfig(),
        api.paymentConfig(),
        api.localDeliveryConfig(),
        api.billing(),
      ]);
      const credit = this.root.session.loggedIn ? await api.storeCredit().catch(() => null) : null;
      runInAction(() => {
        this.config = config;
        this.paymentConfig = paymentConfig;
        this.deliveryConfig = deliveryConfig;
        this.billing = billing;
        this.credit = credit;
        this.restoreForm(billing);
        this.step = stepFor(billing.missing);
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.loadError = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  /** The stored form when there is one; else what the server already has, and the shopper's name. */
  private restoreForm(billing: BillingModel): void {
    const stored = this.root.platform.storage.get(CHECKOUT_FORM_KEY);
    const user = this.root.session.user;
    if (stored === undefined) this.form = formFromBilling(billing, user);
    else {
      // a form kept from before signing in still gets the profile's phone, name and email where blank
      const form = readStoredForm(stored);
      this.form = { ...form, contact: withProfileContact(form.contact, user) };
    }
  }

  private persist(): void {
    this.root.platform.storage.set(CHECKOUT_FORM_KEY, toJS(this.form));
  }

  /** Forgets the form (after an order is paid). */
  reset(): void {
    this.form = emptyCheckoutForm();
    this.errors = {};
    this.stepError = null;
    this.coupon = null;
    this.root.platform.storage.remove(CHECKOUT_FORM_KEY);
  }

  // ---- editing ------------------------------------------------------------------------------

  /** Sets one field (`contact.email`, `tableNumber`, ...), clears its error, keeps the form. */
  setField(path: Path, value: unknown): void {
    this.form = setPath(this.form, path, value);
    if (this.errors[path]) {
      const { [path]: _dropped, ...rest } = this.errors;
      this.errors = rest;
    }
    this.persist();
  }

  /**
   * Changing the method forgets the date and time (they belong to the method's slots). Pickup and
   * eat-in start at the store chosen in the header, when it is one of the pickup stores.
   */
  setMethod(method: OrderMethod): void {
    const kind = (m: OrderMethod | null) => (m === 'DELIVERY' ? 'delivery' : m === 'PICKUP' ? 'pickup' : 'none');
    if (kind(method) !== kind(this.form.method)) this.form = { ...this.form, date: '', time: '' };
    const chosen = this.root.session.location?.id;
    const stores = this.config?.pickupLocations ?? [];
    if (
      method !== 'DELIVERY' &&
      !stores.some((l) => l.id === this.form.locationId) &&
      chosen &&
      stores.some((l) => l.id === chosen)
    ) {
      this.form = { ...this.form, locationId: chosen };
    }
    this.form = { ...this.form, method };
    this.errors = {};
    this.persist();
  }

  setDate(date: string): void {
    this.form = {
      ...this.form,
      date,
      time: this.days.find((d) => d.date === date)?.slots.some((s) => s.start === this.form.time) ? this.form.time : '',
    };
    this.setField('date', date);
  }

  /**
   * The tip as chosen, sent at once when it is valid, so every summary shows it before payment
   * (only the latest choice's answer is kept).
   */
  setTip(tip: CheckoutForm['tip']): void {
    this.setField('tip', tip);
    const c = this.config;
    if (!c || !this.billing) return;
    let body: { tipsPercent: number } | { tipsAmount: number } | null = null;
    if (tip.kind === 'percent' && c.tipsOptions.includes(tip.percent)) body = { tipsPercent: tip.percent };
    if (tip.kind === 'amount') {
      const amount = parseAmount(tip.text, this.currency);
      if (amount !== null && amount <= c.maxTipsAmount) body = { tipsAmount: amount };
      // an amount that is not taken says why at once (-5, 3.333), instead of being ignored silently
      const refused = tip.text.trim()
        ? amountError(tip.text, this.currency, c.maxTipsAmount, this.money(c.maxTipsAmount))
        : null;
      if (refused) this.errors = { ...this.errors, tip: refused };
    }
    if (body) void this.sendPreview(() => this.root.api.checkout.tips(body));
  }

  /** Store credit as typed; a valid amount is applied at once (the summary shows it). */
  setCreditText(text: string): void {
    this.setField('creditText', text);
    const max = this.maxCredit;
    if (max === null) return;
    const amount = text.trim() === '' ? 0 : parseAmount(text, this.currency);
    if (amount !== null && amount <= max && amount !== this.billing?.totals.storeCredit) {
      void this.sendPreview(() => this.root.api.checkout.applyStoreCredit(amount));
    }
  }

  private async sendPreview(call: () => Promise<BillingModel>): Promise<void> {
    const seq = ++this.previewSeq;
    try {
      const billing = await call();
      runInAction(() => {
        if (seq === this.previewSeq) this.billing = billing;
      });
    } catch {
      // the step's Continue sends it again and shows the server's word
    }
  }

  /** Opens a step to edit (a done step, or the next one). */
  openStep(step: StepId): void {
    const i = STEPS.indexOf(step);
    if (i > 0 && !this.isStepDone(STEPS[i - 1])) return;
    this.step = step;
    this.stepError = null;
  }

  errorOf(path: Path): FieldError | undefined {
    return this.errors[path];
  }

  // ---- steps --------------------------------------------------------------------------------

  private fail(e: unknown): void {
    this.errors = {};
    this.stepError = errorMessage(e);
    this.errorSeq++;
    this.root.checkoutDeps.scrollToTop();
  }

  private invalid(errors: Errors): boolean {
    this.errors = errors;
    this.stepError = null;
    if (hasErrors(errors)) {
      this.errorSeq++;
      return true;
    }
    return false;
  }

  /** Step 1. Resolves true when the server took it. */
  async submitMethodStep(): Promise<boolean> {
    const f = this.form;
    const invalid = this.invalid(
      validateMethodStep(f, {
        methods: this.methods,
        locationIds: (this.config?.pickupLocations ?? []).map((l) => l.id),
        pickupDays: this.config?.pickupDays ?? [],
        deliveryDays: this.deliveryConfig?.deliveryDays ?? [],
      }),
    );
    if (invalid || !f.method) return false;
    this.saving = 'method';
    const api = this.root.api.checkout;
    try {
      let billing = await api.updateOrderMethod(f.method, f.method === 'DELIVERY' ? undefined : f.locationId);
      if (f.method === 'PICKUP') billing = await api.pickupDateTime(f.date, f.time);
      if (f.method === 'DELIVERY') billing = await api.deliveryDateTime(f.date, f.time);
      runInAction(() => {
        this.billing = billing;
        this.step = 'contact';
      });
      return true;
    } catch (e) {
      runInAction(() => this.fail(e));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /** Step 2. */
  async submitContactStep(): Promise<boolean> {
    const f = this.form;
    if (!f.method) {
      this.step = 'method';
      return false;
    }
    if (this.invalid(validateContactStep(f))) return false;
    this.saving = 'contact';
    const api = this.root.api.checkout;
    try {
      const storeName = this.orderStoreName;
      let billing = await api.contactInfo(contactPayload(f), f.method, storeName);
      if (f.method === 'DELIVERY')
        billing = await api.deliverInfo(deliveryPayload(f), f.saveToProfile && this.root.session.loggedIn, storeName);
      runInAction(() => {
        this.billing = billing;
        this.step = 'extras';
      });
      return true;
    } catch (e) {
      runInAction(() => this.fail(e));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /**
   * Step 3: tip, store credit and comment as typed, and the billing address checked (the payment
   * screen sends it with the order); true when the order can then be placed.
   */
  async submitExtrasStep(): Promise<boolean> {
    const f = this.form;
    const currency = this.currency;
    const maxCredit = this.maxCredit;
    const errors = {
      ...validateExtrasStep(f, {
        currency,
        tipsOptions: this.config?.tipsOptions ?? [0],
        maxTipsAmount: this.config?.maxTipsAmount ?? 0,
        maxTipsText: this.money(this.config?.maxTipsAmount ?? 0),
        maxCommentLength: this.config?.maxCommentLength ?? 500,
        maxCredit,
        maxCreditText: this.money(maxCredit ?? 0),
      }),
      // after the step's own fields: that is their order on the screen (first wrong field focused)
      ...validateBilling(f),
    };
    if (this.invalid(errors)) return false;
    // the screen shows the shortfall beside the (disabled) button; nothing is sent meanwhile
    if (this.minimumOrder) return false;
    this.saving = 'extras';
    const api = this.root.api.checkout;
    try {
      let billing = this.billing;
      const tip =
        f.tip.kind === 'percent'
          ? { tipsPercent: f.tip.percent }
          : { tipsAmount: parseAmount(f.tip.text, currency) ?? 0 };
      const tipChanged =
        !billing ||
        ('tipsPercent' in tip
          ? billing.tipsPercent !== tip.tipsPercent
          : billing.tipsPercent !== null || billing.totals.tips !== tip.tipsAmount);
      if (tipChanged) billing = await api.tips(tip);
      if (maxCredit !== null) {
        const credit = f.creditText.trim() ? (parseAmount(f.creditText, currency) ?? 0) : 0;
        if (!billing || billing.totals.storeCredit !== credit) billing = await api.applyStoreCredit(credit);
      }
      const comment = f.comment.trim();
      if (!billing || billing.customerComment !== comment) billing = await api.comment(comment);
      if (!billing) billing = await api.billing();
      const done = billing.missing.length === 0;
      runInAction(() => {
        this.billing = billing;
        if (!done) this.step = stepFor(billing.missing);
      });
      return done;
    } catch (e) {
      runInAction(() => this.fail(e));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /** GET couponVerification/{code}: verifies and applies; the message shows beside the field. */
  async applyCoupon(): Promise<boolean> {
    const code = this.form.couponCode.trim().toUpperCase();
    const e = couponError(code);
    if (e) {
      this.errors = { ...this.errors, couponCode: e };
      return false;
    }
    this.saving = 'coupon';
    this.coupon = null;
    try {
      const { coupon, billing } = await this.root.api.checkout.verifyCoupon(code);
      runInAction(() => {
        this.billing = billing;
        this.coupon = { kind: 'ok', text: coupon.name };
        this.setField('couponCode', coupon.code);
      });
      return true;
    } catch (err) {
      runInAction(() => (this.coupon = { kind: 'error', text: errorMessage(err) }));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  async removeCoupon(): Promise<void> {
    this.saving = 'coupon';
    try {
      const billing = await this.root.api.checkout.removeCoupon();
      runInAction(() => {
        this.billing = billing;
        this.coupon = null;
        this.setField('couponCode', '');
      });
    } catch (err) {
      runInAction(() => (this.coupon = { kind: 'error', text: errorMessage(err) }));
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /** Fetches the bill again (the payment screen, after a cart change). */
  async refreshBilling(): Promise<BillingModel | null> {
    try {
      const billing = await this.root.api.checkout.billing();
      runInAction(() => (this.billing = billing));
      return billing;
    } catch {
      return this.billing;
    }
  }
}
