/**
 * The text for a failed account call: a throttled one (429) in the shopper's language with when to
 * try again (domain/throttle.ts), a call with
 * no answer as a network error, else the server's first message (spec 8). Its own module so the
 * checkout's saved-address picker does not bring the sign-in forms along.
 */
import { retryMessage } from '@/domain/throttle';
import { accountT } from '@/i18n/account';
import { isApiError } from '@/services/http';
import type { Root } from './root';
import '@/i18n/checkout-account';

export function accountErrorText(root: Root, e: unknown): string {
  if (isApiError(e) && e.code === 'TOO_MANY_REQUESTS') {
    const m = retryMessage(e.retryAfterSec);
    return accountT(root.session)(m.key, m.params);
  }
  if (isApiError(e) && e.status === 0) return root.session.t('istore_common_network_error');
  return isApiError(e) ? e.message : root.session.t('istore_common_error');
}
