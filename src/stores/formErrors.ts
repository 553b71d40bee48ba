/** Field errors of the account forms: a field's message goes once the shopper edits it. */
import type { Errors } from '@/domain/checkout';

/** `errors` without `field` (the same object when it had none, so nothing re-renders). */
export function withoutError(errors: Errors, field: string): Errors {
  if (!errors[field]) return errors;
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}
