import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { marketplaceHeader } from '@/domain/header';
import { AppButton } from '@/platform/button';
import { goBack } from '@/platform/navigation';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import './index.scss';

export interface MarketplaceHeaderProps {
  /** Opens the share modal for the marketplace. */
  onShare: () => void;
}

/**
 * Spec 2.4: when the shopper came from a marketplace (query mrk / mrkname), a bar with a back link
 * showing the marketplace's name and a share button.
 */
export const MarketplaceHeader = observer(function MarketplaceHeader({ onShare }: MarketplaceHeaderProps) {
  const { session } = useStores();
  const t = session.t;
  const mk = marketplaceHeader(session.marketplace, session.marketName);
  if (!mk.show) return null;
  return (
    <View className="marketplace-header">
      <View className="marketplace-header__inner">
        <AppButton
          className="marketplace-header__back"
          label={t('istore_shell_marketplace_back', { name: mk.name })}
          onPress={() => goBack('/')}
        >
          <Icon name="chevron-left" />
          <Text className="marketplace-header__name">{mk.name}</Text>
        </AppButton>
        <AppButton
          className="marketplace-header__share"
          label={t('istore_common_share')}
          haspopup="dialog"
          onPress={onShare}
        >
          <Icon name="share" />
        </AppButton>
      </View>
    </View>
  );
});
