import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { couponStateAt, couponValueText, couponUsable } from '@/domain/coupons';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { CouponModel } from '@/services/user';
import { errorMessage } from '@/services/http';
import { CouponsStore } from '@/stores/CouponsStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { TextField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { moneyFormat } from '@/components/checkout/money';
import { ErrorState } from '@/components/error-state';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';

/** /user/coupons: the shopper's coupons (value, conditions, expiry, state), a code lookup, and Use. */
function CouponsPage() {
  const root = useStores();
  const { session, checkoutDeps } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [coupons] = useState(() => new CouponsStore(root));
  const [code, setCode] = useState('');
  const [using, setUsing] = useState<string | null>(null);
  const [useError, setUseError] = useState<string | null>(null);
  useEffect(() => {
    if (session.loggedIn) void coupons.load();
  }, [coupons, session.loggedIn]);

  // Use: the code goes onto the cart's checkout (couponVerification), then to the cart
  const use = async (c: CouponModel) => {
    setUsing(c.code);
    setUseError(null);
    try {
      await root.api.checkout.verifyCoupon(c.code);
      checkoutDeps.navigate('/checkout/cart');
    } catch (e) {
      setUseError(errorMessage(e));
    } finally {
      setUsing(null);
    }
  };

  const card = (c: CouponModel, heading: 2 | 3 = 2) => {
    // eslint-disable-next-line react-hooks/purity -- read at each render on purpose: a coupon that expired while the page was open shows as expired on the next one
    const state = couponStateAt(c, Date.now());
    return (
      <View key={c.code} className="co-card coupon-card" data-coupon={c.code} {...a11y({ role: 'listitem' })}>
        <View className="user-page__row">
          <Text className="co-card__title" {...a11y({ role: 'heading', level: heading })}>
            {t('istore_coupons_off', { value: couponValueText(c, session.locale, (m, cur) => money(m, cur)) })}
          </Text>
          <Text
            className={`co-badge co-badge--${state === 'AVAILABLE' ? 'paid' : state === 'USED' ? 'other' : 'cancelled'}`}
          >
            {t(`istore_coupons_state_${state}`)}
          </Text>
        </View>
        <Text>{`${c.code} · ${c.name}`}</Text>
        <Text className="co-muted">
          {c.minSubtotal > 0
            ? t('istore_coupons_min', { amount: money(c.minSubtotal, c.currency) })
            : t('istore_coupons_no_min')}
        </Text>
        <Text className="co-muted">
          {c.expiresAt
            ? t('istore_coupons_expires', { date: c.expiresAt.slice(0, 10) })
            : t('istore_coupons_no_expiry')}
        </Text>
        {c.usedOrderID && (
          <AppLink href={`/user/orders?orderID=${c.usedOrderID}`} className="co-link">
            {t('istore_coupons_used_on', { orderId: c.usedOrderID })}
          </AppLink>
        )}
        {/* eslint-disable-next-line react-hooks/purity -- as above: usable is judged at render time */}
        {couponUsable(c, Date.now()) && (
          <ActionButton
            variant="primary"
            busy={using === c.code}
            label={`${t('istore_coupons_use')} ${c.code}`}
            onPress={() => void use(c)}
          >
            {t('istore_coupons_use')}
          </ActionButton>
        )}
      </View>
    );
  };

  return (
    <UserPage title={t('istore_coupons_title')} path="/user/coupons">
      {() => (
        <View className="user-page__list">
          {useError && <Alert kind="error">{useError}</Alert>}
          <View className="co-card">
            <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_coupons_lookup')}
            </Text>
            <TextField
              id="coupon.code"
              label={t('istore_coupons_code')}
              value={code}
              maxLength={40}
              error={coupons.lookupError ?? undefined}
              onInput={setCode}
            />
            <ActionButton variant="secondary" busy={coupons.lookingUp} onPress={() => void coupons.find(code)}>
              {t('istore_coupons_check')}
            </ActionButton>
            {coupons.lookup && <View {...a11y({ role: 'list' })}>{card(coupons.lookup, 3)}</View>}
          </View>
          {coupons.status === 'error' && (
            <ErrorState
              inline
              title={t('istore_common_error')}
              detail={coupons.error ?? undefined}
              retryLabel={t('istore_common_retry')}
              onRetry={() => void coupons.load()}
            />
          )}
          {coupons.status === 'loading' && coupons.coupons.length === 0 ? (
            <Text className="co-muted" {...a11y({ role: 'status' })}>
              {t('istore_common_loading')}
            </Text>
          ) : coupons.status === 'ready' && coupons.coupons.length === 0 ? (
            <Text className="co-empty__text">{t('istore_coupons_none')}</Text>
          ) : (
            <View className="user-page__list" {...a11y({ role: 'list', label: t('istore_coupons_title') })}>
              {coupons.coupons.map((c) => card(c))}
            </View>
          )}
        </View>
      )}
    </UserPage>
  );
}

export default observer(CouponsPage);
