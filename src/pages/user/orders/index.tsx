import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ORDER_TABS, type OrderTab } from '@/domain/orders';
import { routeParams } from '@/platform/navigation';
import { OrdersStore } from '@/stores/OrdersStore';
import { useStores } from '@/stores/context';
import { moneyFormat } from '@/components/checkout/money';
import { OrderDetail } from '@/components/order-detail';
import { OrderList } from '@/components/order-list';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';

/**
 * /user/orders (spec 2.2: order detail, logged in): the list by state (?state=unpaid opens a tab),
 * 10 per page as the shopper scrolls, or one order (?orderID=).
 */
function OrdersPage() {
  const root = useStores();
  const { session } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [orders] = useState(() => new OrdersStore(root));
  const params = useMemo(() => routeParams(), []);
  const orderID = params.orderID || params.id || '';

  useEffect(() => {
    if (orderID) void orders.loadOrder(orderID, params.token || undefined);
  }, [orders, orderID, params.token]);
  useEffect(() => {
    if (orderID || !session.loggedIn) return;
    const tab = ORDER_TABS.includes(params.state as OrderTab) ? (params.state as OrderTab) : 'all';
    void orders.selectTab(tab);
    void orders.loadCounts();
  }, [orders, orderID, session.loggedIn, params.state]);

  if (orderID) {
    // an order can be a guest's: its detail shows to the session that placed it
    return (
      <UserPage title={t('istore_orders_detail')} path={`/user/orders?orderID=${orderID}`} back={false} guest>
        {() => (
          <OrderDetail orders={orders} t={t} money={money} placed={params.placed === '1'} viaLink={!!params.token} />
        )}
      </UserPage>
    );
  }
  return (
    <UserPage title={t('istore_orders_title')} path="/user/orders">
      {() => <OrderList orders={orders} t={t} money={money} />}
    </UserPage>
  );
}

export default observer(OrdersPage);
