import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { campaignPaths, campaignStateAt } from '@/domain/campaigns';
import { a11y } from '@/platform/a11y';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import type { CampaignModel } from '@/services/campaigns';
import { useStores } from '@/stores/context';
import { CampaignCountdown } from '@/components/campaign-countdown';
import { Price } from '@/components/price';
import './index.scss';

export interface CampaignCardProps {
  campaign: CampaignModel;
  /** The time the list was loaded (ms): the state shown is the state then or later. */
  now: number;
  /** The campaign ended while shown (the list reloads). */
  onEnd?: () => void;
}

/** One campaign of the list: picture, group price against the regular price, group size, people needed, time left or its state. */
export const CampaignCard = observer(function CampaignCard({ campaign: c, now, onEnd }: CampaignCardProps) {
  const { session } = useStores();
  const t = session.t;
  const state = campaignStateAt(c.state, c.endsAt, now);
  const open = state === 'OPEN';
  return (
    <View
      className={`campaign-card campaign-card--${state.toLowerCase()}`}
      data-campaign-id={c.id}
      data-state={state}
      {...a11y({ role: 'listitem' })}
    >
      <AppLink href={campaignPaths(c.id).campaign} className="campaign-card__link">
        <View className="campaign-card__media">
          {c.imageUrl && <SizedImage className="campaign-card__img" src={c.imageUrl} alt="" width={600} height={600} />}
          {!open && <Text className="campaign-card__badge">{t(`istore_campaign_state_${state}`)}</Text>}
        </View>
        <View className="campaign-card__body">
          <Text className="campaign-card__name" {...a11y({ role: 'heading', level: 2 })}>
            {c.name}
          </Text>
          <View className="campaign-card__prices">
            <Text className="campaign-card__tag">{t('istore_campaign_group_price')}</Text>
            <Price minor={c.groupPrice} listMinor={c.normalPrice} currencyCode={c.currency} />
          </View>
          <Text className="campaign-card__meta">
            {t('istore_campaign_group_size', { size: c.groupSize })}
            {open ? ` · ${t('istore_campaign_needed', { count: c.fewestNeeded })}` : ''}
          </Text>
        </View>
      </AppLink>
      {open && (
        <View className="campaign-card__time">
          <CampaignCountdown
            deadline={c.endsAt}
            label={t('istore_campaign_ends_in')}
            endedText={t('istore_campaign_state_ENDED')}
            locale={session.locale}
            onEnd={onEnd}
          />
        </View>
      )}
    </View>
  );
});
