/**
 * The checkout's three steps in order, and where the server's bill says the shopper stands: the
 * bill's `missing` names what the server still lacks, and each name belongs to one step. Each step
 * is its own file (checkoutMethodStep.ts, checkoutContactStep.ts, checkoutExtrasStep.ts), run by
 * CheckoutStore through `StepRunner`.
 */
import type { CheckoutForm, Errors } from '@/domain/checkout';
import type { BillingModel, CheckoutConfigModel, DeliveryConfigModel } from '@/services/checkout';

export type StepId = 'method' | 'contact' | 'extras';
export const STEPS: readonly StepId[] = ['method', 'contact', 'extras'];

const METHOD_STEPS = new Set(['orderMethod', 'location', 'timeSlot']);
const CONTACT_STEPS = new Set(['contact', 'tableNumber', 'delivery']);

/** The step the server still misses first, or 'extras' when the order can be placed. */
export function stepFor(missing: readonly string[]): StepId {
  if (missing.some((m) => METHOD_STEPS.has(m))) return 'method';
  if (missing.some((m) => CONTACT_STEPS.has(m))) return 'contact';
  return 'extras';
}

/** A step is done when the server has what it and the steps before it ask for. */
export function stepDone(missing: readonly string[], step: StepId): boolean {
  return STEPS.indexOf(stepFor(missing)) > STEPS.indexOf(step) || missing.length === 0;
}

/** The coupon's answer, shown beside its field: its name when applied, else the refusal. */
export type CouponMessage = { kind: 'ok' | 'error'; text: string };

/** What is being sent now: a step, or the coupon. */
export type Saving = StepId | 'coupon';

/**
 * What a step needs of CheckoutStore (which runs the steps): the state it reads, its checks shown
 * (`invalid`: true when there are errors) and its calls sent (`send`: `done` runs with the answer,
 * a refusal is the step's transaction error unless `refused` handles it).
 */
export interface StepRunner {
  readonly form: CheckoutForm;
  readonly config: CheckoutConfigModel | null;
  readonly deliveryConfig: DeliveryConfigModel | null;
  billing: BillingModel | null;
  errors: Errors;
  step: StepId;
  timeGone: boolean;
  coupon: CouponMessage | null;
  readonly currency: string;
  readonly maxCredit: number | null;
  readonly complete: boolean;
  /** The shortfall under the minimum order, if any (checkoutExtrasStep.ts). */
  readonly minimumOrder: object | null;
  money(minor: number): string;
  setField(path: string, value: unknown): void;
  invalid(errors: Errors): boolean;
  /** The chosen time has passed: step 1 again, saying so, with the times offered now. */
  timePassed(): void;
  /** Sends a tip or credit as chosen; only the latest answer is kept, a refusal waits for the step. */
  preview(call: () => Promise<BillingModel>): Promise<void>;
  send<T>(
    saving: Saving,
    call: () => Promise<T>,
    done: (answer: T) => void,
    refused?: (e: unknown) => void,
  ): Promise<boolean>;
}
