/**
 * Checkout step 3, extras (spec 7.3): tip, store credit and comment, plus the optional billing
 * address the payment screen sends with the order (checked here, in the step that shows its
 * fields). What a tip or credit typed now sends at once, the step's check, and the calls that send
 * only what the bill does not have yet. CheckoutStore runs it; the coupon is its own call there.
 */
import { amountError, couponError, parseAmount, type CheckoutForm, type Errors } from '@/domain/checkout';
import { validateBilling, validateExtrasStep } from '@/domain/checkoutStepRules';
import { minimumOrderShortfall, type MinimumOrderShortfall } from '@/domain/minimumOrder';
import type { BillingModel, CheckoutApi, CheckoutConfigModel, StoreCreditModel, TipsInput } from '@/services/checkout';
import { checkTimePassed } from './checkoutMethodStep';
import { stepFor, type StepRunner } from './checkoutSteps';
import { errorMessage } from '@/services/http';

/** A minimum order not met, with the delivery zone's name when it is the zone's minimum. */
export type MinimumOrderNotice = MinimumOrderShortfall & { currency: string; zoneName: string | null };

/**
 * The bill under the minimum order (checkoutConfig's, or the delivery zone's), or null: such an
 * order does not go on to payment, since the server would refuse it there, after every step.
 */
export function minimumOrderNotice(b: BillingModel, config: CheckoutConfigModel): MinimumOrderNotice | null {
  const zone = b.orderMethod === 'DELIVERY' ? b.deliveryZone : null;
  const short = minimumOrderShortfall({
    subtotal: b.totals.subtotal,
    discount: b.totals.discount,
    minimum: config.minOrderAmount,
    zoneMinimum: zone?.minOrderAmount ?? null,
  });
  return short ? { ...short, currency: b.totals.currency, zoneName: zone?.name ?? null } : null;
}

/** Largest store credit to apply now, or null when the shopper has none to use. */
export function maxCreditFor(
  loggedIn: boolean,
  credit: StoreCreditModel | null,
  billing: BillingModel | null,
): number | null {
  if (!loggedIn || !credit || !billing) return null;
  const due = billing.totals.total + billing.totals.storeCredit;
  return Math.max(0, Math.min(credit.balance, due));
}

/**
 * A tip as chosen, sent at once so every summary shows the tip chosen before payment: an offered
 * percent, or an amount within the maximum; "Other amount" with no amount typed yet is no tip,
 * never the percent chosen before. A typed amount that is refused (-5, 3.333) is not sent and says
 * why at once instead of being ignored silently.
 */
export function previewTip(run: StepRunner, api: CheckoutApi, tip: CheckoutForm['tip']): void {
  const c = run.config;
  const b = run.billing;
  if (!c || !b) return;
  let body: TipsInput | null = null;
  if (tip.kind === 'percent' && c.tipsOptions.includes(tip.percent)) body = { tipsPercent: tip.percent };
  if (tip.kind === 'amount') {
    const amount = parseAmount(tip.text, run.currency);
    const valid = amount !== null && amount <= c.maxTipsAmount;
    const refused = tip.text.trim()
      ? amountError(tip.text, run.currency, c.maxTipsAmount, run.money(c.maxTipsAmount))
      : null;
    if (refused) run.errors = { ...run.errors, tip: refused };
    if (valid) body = { tipsAmount: amount };
    else if (!tip.text.trim() && b.totals.tips !== 0) body = { tipsAmount: 0 };
  }
  if (body) void run.preview(() => api.tips(body));
}

/** Store credit as typed: a valid amount, not applied yet, is applied at once. */
export function previewCredit(run: StepRunner, api: CheckoutApi, text: string): void {
  const max = run.maxCredit;
  if (max === null) return;
  const amount = text.trim() === '' ? 0 : parseAmount(text, run.currency);
  if (amount !== null && amount <= max && amount !== run.billing?.totals.storeCredit) {
    void run.preview(() => api.applyStoreCredit(amount));
  }
}

export interface ExtrasSettings {
  config: CheckoutConfigModel | null;
  currency: string;
  maxCredit: number | null;
  money: (minor: number) => string;
}

/** The step's errors, then the billing address's: their order on the screen (first wrong focused). */
export function extrasStepErrors(f: CheckoutForm, { config, currency, maxCredit, money }: ExtrasSettings): Errors {
  return {
    ...validateExtrasStep(f, {
      currency,
      tipsOptions: config?.tipsOptions ?? [0],
      maxTipsAmount: config?.maxTipsAmount ?? 0,
      maxTipsText: money(config?.maxTipsAmount ?? 0),
      maxCommentLength: config?.maxCommentLength ?? 500,
      maxCredit,
      maxCreditText: money(maxCredit ?? 0),
    }),
    ...validateBilling(f),
  };
}

/** Sends what the bill does not have yet (tip, credit, comment); answers the bill. */
export async function sendExtrasStep(
  api: CheckoutApi,
  f: CheckoutForm,
  current: BillingModel | null,
  { currency, maxCredit }: Pick<ExtrasSettings, 'currency' | 'maxCredit'>,
): Promise<BillingModel> {
  let billing = current;
  const tip: TipsInput =
    f.tip.kind === 'percent' ? { tipsPercent: f.tip.percent } : { tipsAmount: parseAmount(f.tip.text, currency) ?? 0 };
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
  return billing ?? api.billing();
}

/**
 * Runs the step: checked (and held back under the minimum order, whose shortfall the screen shows
 * beside the disabled button), then sent; true when the order can then be placed. A step the server
 * still misses (the cart changed meanwhile) is opened again.
 */
export async function submitExtrasStep(run: StepRunner, api: CheckoutApi): Promise<boolean> {
  const { form, currency, maxCredit, billing } = run;
  if (
    run.invalid(extrasStepErrors(form, { config: run.config, currency, maxCredit, money: (minor) => run.money(minor) }))
  )
    return false;
  if (run.minimumOrder) return false;
  const sent = await run.send(
    'extras',
    () => sendExtrasStep(api, form, billing, { currency, maxCredit }),
    (b) => {
      run.billing = b;
      if (!checkTimePassed(run, b) && b.missing.length > 0) run.step = stepFor(b.missing);
    },
  );
  return sent && run.complete;
}

/** A coupon call's refusal, shown beside the field. */
function couponRefused(run: StepRunner) {
  return (e: unknown) => {
    run.coupon = { kind: 'error', text: errorMessage(e) };
  };
}

/** GET couponVerification/{code}: verifies and applies the code typed; true when applied. */
export function applyCoupon(run: StepRunner, api: CheckoutApi): Promise<boolean> {
  const code = run.form.couponCode.trim().toUpperCase();
  const e = couponError(code);
  if (e) {
    run.errors = { ...run.errors, couponCode: e };
    return Promise.resolve(false);
  }
  run.coupon = null;
  const done = ({ coupon, billing }: { coupon: { name: string; code: string }; billing: BillingModel }) => {
    run.billing = billing;
    run.coupon = { kind: 'ok', text: coupon.name };
    run.setField('couponCode', coupon.code);
  };
  return run.send('coupon', () => api.verifyCoupon(code), done, couponRefused(run));
}

/** DELETE couponVerification: takes the coupon off, and out of the field. */
export function removeCoupon(run: StepRunner, api: CheckoutApi): Promise<boolean> {
  const done = (billing: BillingModel) => {
    run.billing = billing;
    run.coupon = null;
    run.setField('couponCode', '');
  };
  return run.send('coupon', () => api.removeCoupon(), done, couponRefused(run));
}
