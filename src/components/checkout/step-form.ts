/**
 * What the checkout's step forms share (components/checkout-*-step): their props, a field's
 * translated error, and a method's name.
 */
import type { OrderMethod } from '@/domain/checkout';
import type { Translator } from '@/i18n/translator';
import type { CheckoutStore } from '@/stores/CheckoutStore';

/** What each checkout step's form gets: the store it edits and the translator. */
export type CheckoutStepProps = { checkout: CheckoutStore; t: Translator };

/** The translated error of a checkout field, if any. */
export function fieldError(checkout: CheckoutStore, t: Translator, path: string): string | undefined {
  const e = checkout.errorOf(path);
  return e ? t(e.key, e.params) : undefined;
}

export const METHOD_KEYS: Record<OrderMethod, string> = {
  PICKUP: 'istore_checkout_method_pickup',
  DELIVERY: 'istore_checkout_method_delivery',
  EAT_IN: 'istore_checkout_method_eat_in',
};

/** A method's name: the store's own, else ours. */
export function methodName(checkout: CheckoutStore, t: Translator, method: OrderMethod): string {
  return checkout.config?.orderMethods.find((o) => o.method === method)?.name ?? t(METHOD_KEYS[method]);
}
