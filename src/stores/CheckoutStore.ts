/**
 * The checkout (spec 7.3, /checkout/checkout): configuration, then three steps, each checked first
 * and then sent to the server, which answers the bill. Each step is its own file: 1. method and slot
 * (checkoutMethodStep.ts); 2. contact, table, delivery address (checkoutContactStep.ts,
 * checkoutDeliveryAddress.ts); 3. coupon, tip, store credit, comment, billing address
 * (checkoutExtrasStep.ts). This store is the orchestration: what is loaded, which step is open, what is being sent, and
 * each step's refusal as a field error or a transaction error.
 * The form is kept in storage on every change, so a reload or a failed step loses nothing.
 * Transaction errors (spec 8): earlier errors cleared, first message shown, page scrolled to top.
 */
import { makeAutoObservable, observableRef, runInAction, toJS } from 'mobx';
import {
  emptyCheckoutForm,
  hasErrors,
  type CheckoutForm,
  type Errors,
  type FieldError,
  type OrderMethod,
} from '@/domain/checkout';
import { chosenTimePassed } from '@/domain/checkoutStepRules';
import { type SlotDay } from '@/domain/slots';
import { formatMoney } from '@/domain/money';
import type {
  BillingModel,
  CheckoutConfigModel,
  DeliveryConfigModel,
  PaymentConfigModel,
  StoreCreditModel,
} from '@/services/checkout';
import { errorMessage } from '@/services/http';
import { orderStoreName, submitContactStep } from './checkoutContactStep';
import {
  applyCoupon,
  maxCreditFor,
  minimumOrderNotice,
  previewCredit,
  previewTip,
  removeCoupon,
  submitExtrasStep,
  type MinimumOrderNotice,
} from './checkoutExtrasStep';
import { billingAgain, loadCheckout, loadConfigOnce } from './checkoutLoad';
import { restoredForm, setPath, type Path } from './checkoutForm';
import { daysFor, offeredMethods, readSlotsAgain, submitMethodStep, withDate, withMethod } from './checkoutMethodStep';
import {
  stepDone,
  stepFor,
  STEPS,
  type CouponMessage,
  type Saving,
  type StepId,
  type StepRunner,
} from './checkoutSteps';
import type { Root } from './root';

export const CHECKOUT_FORM_KEY = 'istore.checkout.form';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export class CheckoutStore implements StepRunner {
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
  /** The time chosen in step 1 has passed since (step 1 says so until it is sent again). */
  timeGone = false;
  /** What is being sent now. */
  saving: Saving | null = null;
  coupon: CouponMessage | null = null;
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
    return offeredMethods(this);
  }

  /** Days and times offered for the chosen method. */
  get days(): SlotDay[] {
    return daysFor(this.form.method, this);
  }

  get slots(): SlotDay['slots'] {
    return this.days.find((d) => d.date === this.form.date)?.slots ?? [];
  }

  get locationName(): string | undefined {
    return this.config?.pickupLocations.find((l) => l.id === this.form.locationId)?.localStoreName;
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
    return !!this.billing && stepDone(this.billing.missing, step);
  }

  /**
   * The bill under the minimum order, or null (also while the configuration is unknown: the
   * server still checks when the order is placed).
   */
  get minimumOrder(): MinimumOrderNotice | null {
    return this.billing && this.config && !this.isCartEmpty ? minimumOrderNotice(this.billing, this.config) : null;
  }

  /** Largest store credit to apply now, or null when the shopper has none to use. */
  get maxCredit(): number | null {
    return maxCreditFor(this.root.session.loggedIn, this.credit, this.billing);
  }

  // ---- loading ------------------------------------------------------------------------------

  /** checkoutConfig alone, for the cart screen's minimum order (checkoutLoad.ts). Never rejects. */
  loadConfig(): Promise<void> {
    return loadConfigOnce(this, this.root.api.checkout, runInAction);
  }

  /** Loads configuration, the bill and (signed in) the store credit. Never rejects. */
  async init(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    try {
      const loaded = await loadCheckout(this.root.api.checkout, this.root.session.loggedIn);
      const stored = this.root.platform.storage.get(CHECKOUT_FORM_KEY);
      runInAction(() => {
        Object.assign(this, loaded);
        this.form = restoredForm(stored, loaded.billing, this.root.session.user);
        // back on a checkout whose time passed meanwhile: step 1 says so (the times are read afresh)
        this.timeGone = chosenTimePassed(loaded.billing.missing, this.form.time);
        if (this.timeGone) this.form = { ...this.form, time: '' };
        this.step = stepFor(loaded.billing.missing);
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.loadError = errorMessage(e);
        this.status = 'error';
      });
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

  /** Another method (checkoutMethodStep.ts withMethod: the slot forgotten, the header's store). */
  setMethod(method: OrderMethod): void {
    this.form = withMethod(this.form, method, this.root.session.location?.id, this);
    this.errors = {};
    this.persist();
  }

  setDate(date: string): void {
    this.form = withDate(this.form, date, this.days);
    this.setField('date', date);
  }

  /** The tip as chosen, sent at once when valid (checkoutExtrasStep.ts previewTip). */
  setTip(tip: CheckoutForm['tip']): void {
    this.setField('tip', tip);
    previewTip(this, this.root.api.checkout, tip);
  }

  /** Store credit as typed; a valid amount is applied at once (the summary shows it). */
  setCreditText(text: string): void {
    this.setField('creditText', text);
    previewCredit(this, this.root.api.checkout, text);
  }

  /** Sends a tip or credit as chosen; only the latest preview's answer is kept. */
  async preview(call: () => Promise<BillingModel>): Promise<void> {
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

  /** Shows a step's errors (for the steps); true when there are any. */
  invalid(errors: Errors): boolean {
    this.errors = errors;
    this.stepError = null;
    if (!hasErrors(errors)) return false;
    this.errorSeq++;
    return true;
  }

  /**
   * Sends a checked step or the coupon (`saving` meanwhile); `done` keeps the answer, a refusal is
   * the step's transaction error unless `refused` takes it. Resolves true when the server took it.
   */
  async send<T>(
    saving: Saving,
    call: () => Promise<T>,
    done: (answer: T) => void,
    refused: (e: unknown) => void = (e) => this.fail(e),
  ): Promise<boolean> {
    this.saving = saving;
    try {
      const answer = await call();
      runInAction(() => done(answer));
      return true;
    } catch (e) {
      runInAction(() => refused(e));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /** The chosen time passed (checkoutMethodStep.ts checkTimePassed): step 1, saying so, with today's times. */
  timePassed(): void {
    this.timeGone = true;
    this.errorSeq++;
    this.setField('time', '');
    this.step = 'method';
    void readSlotsAgain(this.root.api.checkout).then((s) => s && runInAction(() => Object.assign(this, s)));
  }

  /** Step 1 (checkoutMethodStep.ts). Resolves true when the server took it. */
  submitMethodStep(): Promise<boolean> {
    return submitMethodStep(this, this.root.api.checkout);
  }

  /** Step 2 (checkoutContactStep.ts), naming the store (orderStoreName: the chosen one delivers). */
  submitContactStep(): Promise<boolean> {
    const { api, location, session } = this.root;
    const chosen = location.selected?.localStoreName ?? (session.location?.name || undefined);
    const name = orderStoreName(this.form.method, this.locationName, chosen);
    return submitContactStep(this, api.checkout, session.loggedIn, name);
  }

  /** Step 3 (checkoutExtrasStep.ts): true when the order can then be placed. */
  submitExtrasStep(): Promise<boolean> {
    return submitExtrasStep(this, this.root.api.checkout);
  }

  /** GET couponVerification/{code} (checkoutExtrasStep.ts): the message shows beside the field. */
  applyCoupon(): Promise<boolean> {
    return applyCoupon(this, this.root.api.checkout);
  }

  async removeCoupon(): Promise<void> {
    await removeCoupon(this, this.root.api.checkout);
  }

  /** Fetches the bill again (the payment screen, after a cart change; checkoutLoad.ts). */
  refreshBilling(): Promise<BillingModel | null> {
    return billingAgain(this, this.root.api.checkout, runInAction);
  }
}
