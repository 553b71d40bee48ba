import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@/domain/money';
import { a11y } from '@/platform/a11y';
import type { CampaignOrderModel } from '@/services/campaignOrders';
import { useStores } from '@/stores/context';
import { GroupProgress } from '@/components/group-progress';
import './index.scss';

/** The shopper's orders in a campaign with their group's state (open, complete, failed and refunded). */
export const CampaignOrderList = observer(function CampaignOrderList({ orders }: { orders: CampaignOrderModel[] }) {
  const { session } = useStores();
  const t = session.t;
  return (
    <View className="campaign-orders" {...a11y({ role: 'list', label: t('istore_campaign_your_orders') })}>
      {orders.map((o) => (
        <View
          key={o.order.orderID}
          className={`campaign-orders__order campaign-orders__order--${o.groupState.toLowerCase()}`}
          data-order-id={o.order.orderID}
          data-group-id={o.group?.id ?? ''}
          data-group-state={o.groupState}
          {...a11y({ role: 'listitem' })}
        >
          <View className="campaign-orders__head">
            <Text className="campaign-orders__id">{t('istore_campaign_order', { id: o.order.orderID })}</Text>
            <Text className="campaign-orders__state">
              {t(`istore_campaign_order_state_${o.groupState}`, {
                amount: formatMoney(o.refundAmount, o.order.totals.currency, session.locale),
              })}
            </Text>
          </View>
          {o.group && (
            <GroupProgress
              initials={o.group.initials}
              size={o.group.size}
              state={o.group.state}
              label={t('istore_campaign_progress', { count: o.group.initials.length, size: o.group.size })}
            />
          )}
        </View>
      ))}
    </View>
  );
});
