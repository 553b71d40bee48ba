import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { campaignPaths, formatCountdown, inviteUrl } from '@/domain/campaigns';
import { formatMoney } from '@/domain/money';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { fetchGroupStatus, type GroupStatusModel } from '@/services/groupStatus';
import { useStores } from '@/stores/context';
import '@/i18n/confirmation';
import './index.scss';

export interface CampaignGroupStatusProps {
  orderID: string;
}

/**
 * A group-buy order's group, under its confirmation and on its detail: how many members are still
 * needed, the time left to the deadline, and the invite link (the campaign page with the group,
 * whose Invite friends opens the share widget); or that it is complete, or refunded. Nothing for
 * another order, for a visitor (the group is the signed-in shopper's), or when the read fails.
 * Plain text, no campaign-screen components: the confirmation is in the main package.
 */
export const CampaignGroupStatus = observer(function CampaignGroupStatus({ orderID }: CampaignGroupStatusProps) {
  const root = useStores();
  const { session } = root;
  const t = session.t;
  const [found, setFound] = useState<{ status: GroupStatusModel; readAt: number } | null>(null);
  useEffect(() => {
    if (!session.loggedIn || !orderID) return;
    let live = true;
    fetchGroupStatus(root.api.http, orderID)
      .then((status) => live && setFound(status ? { status, readAt: Date.now() } : null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [root, session.loggedIn, orderID]);
  if (!found) return null;
  const g = found.status;
  const left = formatCountdown(g.deadline, found.readAt, session.locale);
  const invitePath = g.groupId ? campaignPaths(g.campaignId, g.groupId).campaign : '';
  return (
    <View
      className="co-card campaign-status"
      data-group-state={g.state}
      {...a11y({ role: 'region', label: t('istore_group_status_title', { name: g.campaignName }) })}
    >
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_group_status_title', { name: g.campaignName })}
      </Text>
      {g.size > 0 && (
        <Text className="co-muted">{t('istore_group_status_joined', { joined: g.joined, size: g.size })}</Text>
      )}
      <Text className="campaign-status__state">
        {t(`istore_group_status_${g.state}`, {
          count: g.needed,
          amount: formatMoney(g.refundAmount, g.currency, session.locale),
        })}
      </Text>
      {g.state === 'OPEN' && invitePath && (
        <>
          {left && <Text>{t('istore_group_status_deadline', { time: left })}</Text>}
          <Text className="co-muted">{t('istore_group_status_invite')}</Text>
          <Text className="campaign-status__link">
            {inviteUrl(root.platform.currentLocation().href, g.campaignId, g.groupId, session.getReferralId())}
          </Text>
          <AppLink href={invitePath} className="action-button action-button--primary action-button--block">
            {t('istore_group_status_invite_button')}
          </AppLink>
        </>
      )}
    </View>
  );
});
