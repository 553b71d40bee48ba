/**
 * Checkout step 1, method and slot (spec 7.3): the methods the store offers, the days and times of
 * the chosen one, the form as the method or the day changes, the step's check, and the calls that
 * send it (updateOrderMethod, then the pickup or delivery date and time). CheckoutStore runs it.
 */
import { type CheckoutForm, type Errors, type OrderMethod } from '@/domain/checkout';
import { type SlotDay } from '@/domain/slots';
import { chosenTimePassed, validateMethodStep } from '@/domain/checkoutStepRules';
import { deliveryFromFee } from '@/domain/orderSummary';
import type { BillingModel, CheckoutApi, CheckoutConfigModel, DeliveryConfigModel } from '@/services/checkout';
import type { StepRunner } from './checkoutSteps';

/** What the store says about methods and slots (null until loaded). */
export interface MethodSettings {
  config: CheckoutConfigModel | null;
  deliveryConfig: DeliveryConfigModel | null;
}

/** The methods offered now (delivery only while the delivery settings allow it). */
export function offeredMethods({ config, deliveryConfig }: MethodSettings): OrderMethod[] {
  const offered = (config?.orderMethods ?? []).filter((m) => m.enabled).map((m) => m.method);
  return offered.filter((m) => m !== 'DELIVERY' || deliveryConfig?.enabled !== false);
}

/**
 * Delivery chosen and its address not given yet: what the fee will be from (the summary says so
 * instead of "Free"); null when the zone is known or delivery is not the method.
 */
export function deliveryFrom(
  billing: BillingModel | null,
  { deliveryConfig }: Pick<MethodSettings, 'deliveryConfig'>,
): { fee: number | null } | null {
  if (!billing || billing.orderMethod !== 'DELIVERY' || billing.deliveryZone) return null;
  const base = billing.totals.subtotal - billing.totals.discount;
  return { fee: deliveryFromFee(deliveryConfig?.zones ?? [], deliveryConfig?.freeDeliveryOver ?? 0, base) };
}

/** Days and times offered for a method (eat-in has none). */
export function daysFor(method: OrderMethod | null, { config, deliveryConfig }: MethodSettings): SlotDay[] {
  if (method === 'PICKUP') return config?.pickupDays ?? [];
  if (method === 'DELIVERY') return deliveryConfig?.deliveryDays ?? [];
  return [];
}

/**
 * The form with another method. Changing the kind of slot forgets the date and time (they belong to
 * the method's slots). Pickup and eat-in start at the store chosen in the header (`chosen`), when it
 * is one of the pickup stores and no pickup store is chosen yet.
 */
export function withMethod(
  form: CheckoutForm,
  method: OrderMethod,
  chosen: string | undefined,
  { config }: MethodSettings,
): CheckoutForm {
  const kind = (m: OrderMethod | null) => (m === 'DELIVERY' ? 'delivery' : m === 'PICKUP' ? 'pickup' : 'none');
  let next = kind(method) !== kind(form.method) ? { ...form, date: '', time: '' } : form;
  const stores = config?.pickupLocations ?? [];
  if (
    method !== 'DELIVERY' &&
    !stores.some((l) => l.id === next.locationId) &&
    chosen &&
    stores.some((l) => l.id === chosen)
  ) {
    next = { ...next, locationId: chosen };
  }
  return { ...next, method };
}

/** The form with another day: the time is kept only when that day offers it too. */
export function withDate(form: CheckoutForm, date: string, days: readonly SlotDay[]): CheckoutForm {
  const kept = days.find((d) => d.date === date)?.slots.some((s) => s.start === form.time);
  return { ...form, date, time: kept ? form.time : '' };
}

/** The step's errors, checked against what the store offers. */
export function methodStepErrors(form: CheckoutForm, settings: MethodSettings): Errors {
  return validateMethodStep(form, {
    methods: offeredMethods(settings),
    locationIds: (settings.config?.pickupLocations ?? []).map((l) => l.id),
    pickupDays: settings.config?.pickupDays ?? [],
    deliveryDays: settings.deliveryConfig?.deliveryDays ?? [],
  });
}

/** Sends the step: the method (with the store unless delivering), then the slot; answers the bill. */
export async function sendMethodStep(api: CheckoutApi, f: CheckoutForm, method: OrderMethod): Promise<BillingModel> {
  let billing = await api.updateOrderMethod(method, method === 'DELIVERY' ? undefined : f.locationId);
  if (method === 'PICKUP') billing = await api.pickupDateTime(f.date, f.time);
  if (method === 'DELIVERY') billing = await api.deliveryDateTime(f.date, f.time);
  return billing;
}

/** Runs the step: checked, then sent; resolves true when the server took it (contact opens). */
export async function submitMethodStep(run: StepRunner, api: CheckoutApi): Promise<boolean> {
  const f = run.form;
  const method = f.method;
  if (run.invalid(methodStepErrors(f, run)) || !method) return false;
  return run.send(
    'method',
    () => sendMethodStep(api, f, method),
    (billing) => {
      run.billing = billing;
      run.timeGone = false;
      run.step = 'contact';
    },
  );
}

/**
 * A later step's bill misses the slot again although a time was chosen: the time passed. Step 1
 * opens again through `timePassed` (saying so) instead of silently; returns whether it did.
 */
export function checkTimePassed(run: StepRunner, billing: BillingModel): boolean {
  if (!chosenTimePassed(billing.missing, run.form.time)) return false;
  run.timePassed();
  return true;
}

/** The store's settings read again after a time passed, so step 1 lists only the times offered now. */
export async function readSlotsAgain(
  api: Pick<CheckoutApi, 'checkoutConfig' | 'localDeliveryConfig'>,
): Promise<MethodSettings | null> {
  try {
    const [config, deliveryConfig] = await Promise.all([api.checkoutConfig(), api.localDeliveryConfig()]);
    return { config, deliveryConfig };
  } catch {
    // the old times stay; the server refuses a passed one again when the step is sent
    return null;
  }
}
