import { useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { OrderModel } from '@/services/orders';
import { useStores } from '@/stores/context';
import { OrderProgress } from '@/components/order-progress';
import '@/i18n/after-sales';

/**
 * What an order's detail offers after it is placed, each only when the server offers its extension:
 * its progress (orderTimeline), writing reviews of what was received (reviews, signed in), and
 * asking for a return or refund (returns). Nothing at all against a server without them.
 */
export const OrderAfterSales = observer(function OrderAfterSales({
  order,
  t,
  viaLink,
  token,
}: {
  order: OrderModel;
  t: Translator;
  /** Opened through a receipt link: progress only, read only. */
  viaLink: boolean;
  /** The receipt link's token when the order was opened through it. */
  token?: string;
}) {
  const { app, session } = useStores();
  // bumped when the sandbox moves the order along, so the links below read it again
  const [, setVersion] = useState(0);
  const paid = order.paymentStatus === 'PAID_ONLINE' || order.paymentStatus === 'REFUNDED';
  const id = encodeURIComponent(order.orderID);
  const reviews = app.offers('reviews') && session.loggedIn && paid && !viaLink;
  const returns = app.offers('returns') && order.paymentStatus === 'PAID_ONLINE' && !viaLink;
  return (
    <>
      {app.offers('orderTimeline') && (
        <OrderProgress
          orderID={order.orderID}
          token={token}
          t={t}
          sandbox={!viaLink}
          onChange={() => setVersion((v) => v + 1)}
        />
      )}
      {(reviews || returns) && (
        <View className="co-card order-after-sales" {...a11y({ role: 'region', label: t('istore_returns_title') })}>
          {reviews && (
            <View data-ext="reviews" className="order-after-sales__action">
              <AppLink
                href={`/user/review?orderID=${id}`}
                className="action-button action-button--secondary action-button--block"
              >
                {t('istore_reviews_write')}
              </AppLink>
            </View>
          )}
          {returns && (
            <View data-ext="returns" className="order-after-sales__action">
              <AppLink
                href={`/user/returns?orderID=${id}`}
                className="action-button action-button--secondary action-button--block"
              >
                {t('istore_returns_open')}
              </AppLink>
            </View>
          )}
        </View>
      )}
    </>
  );
});
