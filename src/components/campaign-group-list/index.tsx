import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { groupJoinability } from '@/domain/campaigns';
import { a11y } from '@/platform/a11y';
import type { GroupModel } from '@/services/campaigns';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { CampaignCountdown } from '@/components/campaign-countdown';
import { GroupProgress } from '@/components/group-progress';
import './index.scss';

export interface CampaignGroupListProps {
  groups: GroupModel[];
  /** The time the campaign was loaded (ms). */
  now: number;
  /** The group a shared link points at (highlighted). */
  invitedId: string | null;
  busy: boolean;
  onJoin: (groupId: string) => void;
  /** A group's deadline passed while shown. */
  onEnd: () => void;
}

/** Groups to join: members' initials, progress, time left, Join this group (not on one's own or a full one). */
export const CampaignGroupList = observer(function CampaignGroupList({
  groups,
  now,
  invitedId,
  busy,
  onJoin,
  onEnd,
}: CampaignGroupListProps) {
  const { session } = useStores();
  const t = session.t;
  if (groups.length === 0) return <Text className="campaign-groups__none">{t('istore_campaign_no_groups')}</Text>;
  return (
    <View className="campaign-groups" {...a11y({ role: 'list', label: t('istore_campaign_groups') })}>
      {groups.map((g) => {
        const can = groupJoinability(g, now);
        const joined = g.initials.length;
        return (
          <View
            key={g.id}
            className={`campaign-groups__group${g.id === invitedId ? ' campaign-groups__group--invited' : ''}`}
            data-group-id={g.id}
            data-group-state={g.state}
            {...a11y({ role: 'listitem' })}
          >
            <GroupProgress
              initials={g.initials}
              size={g.size}
              state={g.state}
              label={t('istore_campaign_progress', { count: joined, size: g.size })}
            />
            <View className="campaign-groups__row">
              {g.state === 'OPEN' ? (
                <CampaignCountdown
                  deadline={g.deadline}
                  label={t('istore_campaign_time_left')}
                  endedText={t('istore_campaign_order_state_FAILED')}
                  locale={session.locale}
                  onEnd={onEnd}
                />
              ) : (
                <Text className="campaign-groups__state">{t(`istore_campaign_order_state_${g.state}`)}</Text>
              )}
              {can === 'mine' && <Text className="campaign-groups__mine">{t('istore_campaign_mine')}</Text>}
              {can === 'joinable' && (
                <ActionButton
                  variant={g.id === invitedId ? 'primary' : 'secondary'}
                  busy={busy}
                  onPress={() => onJoin(g.id)}
                >
                  {t('istore_campaign_join')}
                </ActionButton>
              )}
            </View>
          </View>
        );
      })}
    </View>
  );
});
