import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { useStores } from '@/stores/context';
import { shopperLists } from '@/stores/shopperLists';
import { ActionButton } from '@/components/form/button';
import '@/i18n/shopper-lists';
import './index.scss';

/**
 * My Account's card of the shopper's own lists: Favourites (when the server offers them) and the
 * products viewed on this device, which the shopper can clear here.
 */
export const ShopperListsCard = observer(function ShopperListsCard() {
  const root = useStores();
  const { session } = root;
  const { favourites, recent } = shopperLists(root);
  const t = session.t;
  const viewed = recent.items.length;
  return (
    <View className="co-card shopper-lists">
      {favourites.offered && (
        <View data-ext="favourites">
          <AppLink href="/user/favourites" className="shopper-lists__link">
            <Text className="shopper-lists__title">{t('istore_fav_title')}</Text>
            <Text className="shopper-lists__figure">{t('istore_fav_count', { count: favourites.count })}</Text>
            <Text className="shopper-lists__chevron" {...a11y({ hidden: true })}>
              ›
            </Text>
          </AppLink>
        </View>
      )}
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_recent_card')}
      </Text>
      <Text className="co-muted" {...a11y({ live: 'polite' })}>
        {viewed ? t('istore_recent_count', { count: viewed }) : t('istore_recent_none')}
      </Text>
      {viewed > 0 && (
        <ActionButton variant="quiet" onPress={() => recent.clear()}>
          {t('istore_recent_clear')}
        </ActionButton>
      )}
    </View>
  );
});
