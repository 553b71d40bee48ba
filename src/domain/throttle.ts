/**
 * What a throttled call (HTTP 429: sign-in, registration and its code, forgot-password, the
 * support form) tells the shopper: when to try again, from the server's Retry-After (seconds),
 * or "a few minutes" when it did not say. Messages are i18n keys of the account area.
 */
import type { FieldError } from './checkout';

export function retryMessage(retryAfterSec: number | undefined): FieldError {
  const sec = Math.ceil(retryAfterSec ?? 0);
  if (!(sec > 0)) return { key: 'istore_account_err_too_many' };
  if (sec < 60) return { key: 'istore_account_err_retry_seconds', params: { n: sec } };
  const min = Math.ceil(sec / 60);
  return min === 1
    ? { key: 'istore_account_err_retry_minute' }
    : { key: 'istore_account_err_retry_minutes', params: { n: min } };
}
