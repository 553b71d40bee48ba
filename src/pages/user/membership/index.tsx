import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { SizedImage } from '@/platform/image';
import { MembershipStore } from '@/stores/MembershipStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import { moneyFormat } from '@/components/checkout/money';
import { ErrorState } from '@/components/error-state';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';

/**
 * /user/membership: the shopper's membership (membershipDetail) and what one gives
 * (membershipProducts, with the catalogue's MEMBERSHIP product for its picture); buying goes
 * through the cart, checkout and payment like any product.
 */
function MembershipPage() {
  const root = useStores();
  const { session, catalogue } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [m] = useState(() => new MembershipStore(root));
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (session.loggedIn) void m.load();
  }, [m, session.loggedIn]);

  const d = m.detail;
  const product = catalogue.membership.value;
  return (
    <UserPage title={t('istore_membership_title')} path="/user/membership">
      {() => (
        <View className="user-page__list">
          {m.status === 'error' && (
            <ErrorState
              inline
              title={t('istore_common_error')}
              detail={m.error ?? undefined}
              retryLabel={t('istore_common_retry')}
              onRetry={() => void m.load()}
            />
          )}
          {m.status === 'loading' && (
            <Text className="co-muted" {...a11y({ role: 'status' })}>
              {t('istore_common_loading')}
            </Text>
          )}
          {d && (
            <View className="co-card">
              <Text className={d.active ? 'membership__badge' : 'co-muted'}>
                {d.active && d.name
                  ? t('istore_sections_member_badge', { name: d.name })
                  : t('istore_sections_not_member')}
              </Text>
              <Text>
                {d.active && d.name
                  ? t('istore_membership_active', { name: d.name, date: (d.expiresAt ?? '').slice(0, 10) })
                  : t('istore_membership_none')}
              </Text>
            </View>
          )}
          {m.status === 'ready' &&
            m.products.map((p) => (
              <View key={p.productId} className="co-card membership__product">
                {product?.id === p.productId && product.image && (
                  <SizedImage src={product.image.url} alt={p.name} width={96} height={96} className="membership__img" />
                )}
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {p.name}
                </Text>
                <Text className="user-page__figure">{money(p.price, p.currency)}</Text>
                <Text>{t('istore_membership_benefit', { percent: p.discountPercent, days: p.durationDays })}</Text>
                {m.error && <Alert kind="error">{m.error}</Alert>}
                {added ? (
                  <>
                    <Alert kind="success">{t('istore_membership_added')}</Alert>
                    <AppLink
                      href="/checkout/cart"
                      className="action-button action-button--primary action-button--block"
                    >
                      {t('istore_membership_go_cart')}
                    </AppLink>
                  </>
                ) : (
                  <ActionButton
                    variant="primary"
                    block
                    busy={m.adding}
                    onPress={() => void m.addToCart(p.productId).then(setAdded)}
                  >
                    {d?.active ? t('istore_membership_renew') : t('istore_membership_buy')}
                  </ActionButton>
                )}
              </View>
            ))}
        </View>
      )}
    </UserPage>
  );
}

export default observer(MembershipPage);
