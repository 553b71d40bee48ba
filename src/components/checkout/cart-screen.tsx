import { useEffect, useMemo, useState } from 'react';
import { compareStructural, computed } from 'mobx';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { minimumOrderShortfall } from '@/domain/minimumOrder';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import '@/i18n/checkout';
import { useStores } from '@/stores/context';
import '@/stores/checkoutStores';
import { PageShell } from '@/components/page-shell';
import { ErrorState } from '@/components/error-state';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { Alert } from './alert';
import { LineItem } from './line-item';
import { MinimumOrderNote } from './minimum-order-note';
import { displayCurrency, moneyFormat } from './money';
import { Totals } from './totals';
import { useTitle } from './use-title';
import './checkout.scss';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';
import '@/i18n/cart';

/**
 * The cart (/checkout/cart and /checkout): lines with image, name, options, quantity and remove,
 * totals in the shopper's currency, one primary action (Checkout). `locationChange=true` (spec 4)
 * explains that the store location changed. Under the minimum order the shortfall shows and
 * Checkout is held back (the server would refuse the order after every step). A cart that never
 * loaded says so with a retry: its content is unknown, and calling it empty would be untrue.
 */
export const CartScreen = observer(function CartScreen() {
  const { cart, checkout, session, app } = useStores();
  const t = session.t;
  const params = useMemo(() => routeParams(), []);
  useTitle(t('istore_cart_title'), app.storeName);
  useEffect(() => {
    void cart.fetch();
    void checkout.loadConfig();
  }, [cart, checkout]);

  // Reads only what picks the screen's state: a quantity change re-renders its line, the heading's
  // count and the summary (each its own observer), not the screen with the page shell around it.
  return (
    <PageShell>
      <View className="co-page co-cart">
        <CartHeading />

        {params.locationChange === 'true' && (
          <Alert kind="info">
            {t('istore_cart_location_changed', { location: session.location?.name || t('istore_cart_new_location') })}
          </Alert>
        )}
        {cart.error && <Alert kind="error">{cart.error}</Alert>}

        {!cart.loaded && cart.loadFailed && !cart.loading ? (
          <ErrorState
            title={t('istore_cart_load_error')}
            retryLabel={t('istore_common_retry')}
            onRetry={() => void cart.fetch()}
          />
        ) : !cart.loaded ? (
          <View className="co-loading" {...a11y({ role: 'status' })}>
            <Spinner />
            <Text>{t('istore_cart_loading')}</Text>
          </View>
        ) : cart.lineCount === 0 ? (
          <View className="co-empty" {...a11y({ role: 'status' })}>
            <Text className="co-empty__title">{t('istore_cart_empty')}</Text>
            <Text className="co-empty__text">{t('istore_cart_empty_hint')}</Text>
            <AppLink href="/store" className="action-button action-button--primary">
              {t('istore_confirmation_continue_shopping')}
            </AppLink>
          </View>
        ) : (
          <View className="co-layout">
            <View className="co-layout__main">
              <View className="co-lines" {...a11y({ role: 'list', label: t('istore_cart_title') })}>
                <CartLines />
              </View>
            </View>
            <View className="co-layout__aside">
              <CartSummary />
            </View>
          </View>
        )}
      </View>
    </PageShell>
  );
});

/** 'Cart (3 items)'. */
const CartHeading = observer(function CartHeading() {
  const { cart, session } = useStores();
  const t = session.t;
  return (
    <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
      {t('istore_cart_title')}
      {cart.lineCount > 0 && (
        <Text className="co-page__count">{` (${cart.itemCount === 1 ? t('istore_cart_items_one') : t('istore_cart_items', { count: cart.itemCount })})`}</Text>
      )}
    </Text>
  );
});

/** The lines, by id: re-rendered when lines come or go, not when one's quantity changes. */
const CartLines = observer(function CartLines() {
  const { cart } = useStores();
  return (
    <>
      {cart.lineIds.map((id) => (
        <CartLine key={id} lineId={id} />
      ))}
    </>
  );
});

/** One editable line; it re-renders when what it shows changes (its fields, pending, currency). */
const CartLine = observer(function CartLine({ lineId }: { lineId: string }) {
  const { cart, session } = useStores();
  const [shown] = useState(() =>
    computed(
      () => ({
        line: cart.lines.find((l) => l.lineId === lineId),
        pending: cart.isLinePending(lineId),
        currency: cart.cart?.totals?.currency ?? session.currencyCode,
      }),
      { equals: compareStructural },
    ),
  );
  const { line, pending, currency } = shown.get();
  if (!line) return null;
  return (
    <LineItem
      line={line}
      currency={currency}
      money={moneyFormat(session)}
      t={session.t}
      pending={pending}
      onQuantity={(q) => void cart.updateQuantity(lineId, q)}
      onRemove={() => void cart.remove(lineId)}
    />
  );
});

/** Totals, the minimum order and Checkout. */
const CartSummary = observer(function CartSummary() {
  const { cart, checkout, session } = useStores();
  const t = session.t;
  const current = cart.cart;
  const totals = current?.totals ?? null;
  const currency = totals?.currency ?? session.currencyCode;
  const money = moneyFormat(session);
  const short = totals
    ? minimumOrderShortfall({
        subtotal: totals.subtotal,
        discount: totals.discount,
        minimum: checkout.config?.minOrderAmount ?? 0,
      })
    : null;
  return (
    <View className="co-card co-summary">
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_cart_summary')}
      </Text>
      {current && totals && (
        <Totals
          totals={totals}
          method={current.orderMethod}
          tipChosen={false}
          t={t}
          locale={session.locale}
          display={displayCurrency(session, totals.currency)}
          taxRateBasisPoints={checkout.config?.taxRateBasisPoints}
          charge="currency"
          updating={cart.updating}
        />
      )}
      <Text className="co-summary__note">{t('istore_cart_taxes_note')}</Text>
      {short && (
        <MinimumOrderNote notice={{ ...short, currency, zoneName: null }} money={money} t={t} editCart={false} />
      )}
      {short ? (
        <ActionButton variant="primary" block disabled onPress={() => undefined}>
          {t('istore_cart_checkout')}
        </ActionButton>
      ) : (
        <AppLink href="/checkout/checkout" className="action-button action-button--primary action-button--block">
          {t('istore_cart_checkout')}
        </AppLink>
      )}
      <AppLink href="/store" className="action-button action-button--quiet action-button--block">
        {t('istore_confirmation_continue_shopping')}
      </AppLink>
    </View>
  );
});
