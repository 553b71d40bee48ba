import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { dayLabel } from '@/domain/slots';
import { ORDER_TABS, orderStateKey } from '@/domain/orders';
import { orderDetailUrl } from '@/domain/payment';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { AppLink } from '@/platform/link';
import { useRovingFocus } from '@/platform/roving';
import type { OrderModel } from '@/services/orders';
import type { OrdersStore } from '@/stores/OrdersStore';
import { useStores } from '@/stores/context';
import { useDomId } from '@/components/dialog';
import { VirtualGrid } from '@/components/virtual-grid';
import { BuyAgainButton, BuyAgainDialog } from '@/components/buy-again';
import { BuyAgainStore } from '@/stores/BuyAgainStore';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/form/spinner';
import type { MoneyFormat } from '@/components/checkout/money';
import '../checkout/checkout.scss';
import './index.scss';
import '@/i18n/user-area';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';
import '@/i18n/cart';

/** Height of one order row before the list measures its cards (design px): rows of one height, so 500 orders window like the product grid. */
export const ORDER_ROW_HEIGHT = 76;

const keyOf = (o: OrderModel) => o.orderID;

function OrderRow({
  o,
  t,
  money,
  locale,
  placedOn,
  buyAgain,
}: {
  o: OrderModel;
  t: Translator;
  money: MoneyFormat;
  locale: 'en' | 'zh';
  placedOn: string;
  buyAgain: BuyAgainStore;
}) {
  const state = orderStateKey(o);
  return (
    <View className="order-row__wrap">
      <AppLink href={orderDetailUrl(o.orderID)} className="co-card co-order-row order-row">
        <View className="co-order-row__main" data-order={o.orderID}>
          <Text className="co-order-row__id">{t('istore_confirmation_order_id', { orderId: o.orderID })}</Text>
          <Text className="co-muted">{`${dayLabel(placedOn, locale)} · ${o.itemCount === 1 ? t('istore_cart_items_one') : t('istore_cart_items', { count: o.itemCount })}`}</Text>
        </View>
        <View className="co-order-row__side">
          <Text className="co-order-row__total">{money(o.totals.total + o.totals.storeCredit, o.totals.currency)}</Text>
          <Text className={`co-badge co-badge--${state.replace('istore_orders_state_', '')}`}>{t(state)}</Text>
        </View>
      </AppLink>
      {/* beside the row's link, not in it */}
      <BuyAgainButton order={o} store={buyAgain} t={t} compact />
    </View>
  );
}

export interface OrderListProps {
  orders: OrdersStore;
  t: Translator;
  money: MoneyFormat;
}

/**
 * The shopper's orders: tabs by state (with each tab's count), then a windowed
 * list that loads the next 10 near its end (spec 9); a failed page keeps the rows and offers
 * Try again; the end says how many there are.
 */
export const OrderList = observer(function OrderList({ orders, t, money }: OrderListProps) {
  const counts = orders.counts;
  const root = useStores();
  const locale = root.session.locale;
  const [buyAgain] = useState(() => new BuyAgainStore(root));
  const tabList = ORDER_TABS.map((tab) => {
    const n = tab === 'all' ? counts?.count : counts?.byState[tab];
    return { tab, title: `${t(`istore_orders_tab_${tab}`)}${n === undefined ? '' : ` (${n})`}` };
  });
  const baseId = useDomId('order-tabs');
  // one Tab stop, arrows move and choose (the tabs pattern)
  useRovingFocus(`${baseId}-list`);

  let body: JSX.Element;
  if (orders.listStatus === 'loading' || orders.listStatus === 'idle') {
    body = (
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{t('istore_common_loading')}</Text>
      </View>
    );
  } else if (orders.listStatus === 'error') {
    body = (
      <ErrorState
        title={t('istore_orders_load_error')}
        detail={orders.listError ?? undefined}
        retryLabel={t('istore_common_retry')}
        onRetry={() => void orders.loadFirst()}
      />
    );
  } else if (orders.orders.length === 0) {
    body = (
      <View className="co-empty" {...a11y({ role: 'status' })}>
        <Text className="co-empty__title">
          {orders.tab === 'all' ? t('istore_orders_none') : t('istore_orders_none_in_tab')}
        </Text>
        <AppLink href="/store" className="action-button action-button--primary">
          {t('istore_confirmation_continue_shopping')}
        </AppLink>
      </View>
    );
  } else {
    body = (
      <View className="order-list" data-total={orders.total} data-loaded={orders.orders.length}>
        <VirtualGrid
          items={orders.orders}
          keyOf={keyOf}
          columns={1}
          aspect={0}
          gap={8}
          infoHeight={ORDER_ROW_HEIGHT}
          label={t('istore_orders_title')}
          hasMore={orders.hasMore && !orders.listError}
          onEndReached={() => void orders.loadMore()}
          renderItem={(o) => (
            <OrderRow
              o={o}
              t={t}
              money={money}
              locale={locale}
              placedOn={orders.placedAt(o.createdAt).date}
              buyAgain={buyAgain}
            />
          )}
        />
        <BuyAgainDialog store={buyAgain} t={t} money={money} />
        <View className="order-list__footer" {...a11y({ live: 'polite' })}>
          {orders.listError ? (
            <ErrorState
              inline
              title={t('istore_orders_load_error')}
              detail={orders.listError}
              retryLabel={t('istore_common_retry')}
              onRetry={() => void orders.loadMore()}
            />
          ) : orders.loadingMore ? (
            <Text className="co-muted">{t('istore_orders_loading_more')}</Text>
          ) : !orders.hasMore ? (
            <Text className="co-muted order-list__end">{t('istore_orders_end', { count: orders.orders.length })}</Text>
          ) : null}
        </View>
      </View>
    );
  }

  return (
    <View className="order-tabs">
      {/* Our own tab list, not taro-ui's AtTabs: its tabs are plain views, which neither the
          keyboard reaches nor a screen reader (H5 or WeChat) knows as tabs. */}
      <View
        id={`${baseId}-list`}
        className="order-tabs__bar"
        {...a11y({ role: 'tablist', label: t('istore_orders_tabs') })}
      >
        {tabList.map(({ tab, title }) => (
          <AppButton
            key={tab}
            id={`${baseId}-${tab}`}
            role="tab"
            checked={tab === orders.tab}
            controls={`${baseId}-panel`}
            className={`order-tabs__tab${tab === orders.tab ? ' is-active' : ''}`}
            onPress={() => {
              if (tab !== orders.tab) void orders.selectTab(tab);
            }}
          >
            {title}
          </AppButton>
        ))}
      </View>
      <View id={`${baseId}-panel`} {...a11y({ role: 'tabpanel' })} aria-labelledby={`${baseId}-${orders.tab}`}>
        {body}
      </View>
    </View>
  );
});
