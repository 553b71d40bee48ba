import { AppLink } from '@/platform/link';
import { checkoutPathsOf } from '@/stores/checkoutPaths';
import { useStores } from '@/stores/context';
import type { Translator } from '@/i18n/translator';
import type { MinimumOrderNotice } from '@/stores/checkoutExtrasStep';
import { Alert } from './alert';
import type { MoneyFormat } from './money';
import '@/i18n/checkout-account';
import '@/i18n/cart';

/**
 * The bill is under the store's (or the delivery zone's) minimum: by how much, and (off the cart
 * itself) the way to the cart.
 */
export function MinimumOrderNote({
  notice,
  money,
  t,
  editCart = true,
}: {
  notice: MinimumOrderNotice;
  money: MoneyFormat;
  t: Translator;
  /** Link to the cart (not on the cart screen). */
  editCart?: boolean;
}) {
  const checkoutPaths = checkoutPathsOf(useStores());
  const key = notice.kind === 'zone' && notice.zoneName ? 'istore_cart_min_order_zone' : 'istore_cart_min_order';
  return (
    <>
      <Alert kind="info">
        {t(key, {
          minimum: money(notice.minimum, notice.currency),
          shortfall: money(notice.shortfall, notice.currency),
          zone: notice.zoneName ?? '',
        })}
      </Alert>
      {editCart && (
        <AppLink href={checkoutPaths.cart} className="action-button action-button--secondary action-button--block">
          {t('istore_checkout_edit_cart')}
        </AppLink>
      )}
    </>
  );
}
