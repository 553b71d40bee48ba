import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import type { FavouriteProduct } from '@/stores/FavouritesStore';
import { Icon } from '@/components/icon';
import './index.scss';

export interface FavouriteButtonProps {
  product: FavouriteProduct & { name: string };
  /** 'card': a round heart over a product card's picture; 'page': heart and word, on the product page. */
  variant?: 'card' | 'page';
}

/**
 * The heart: saves the product to the shopper's favourites or removes it (FavouritesStore).
 * Shown only when the server offers the `favourites` extension; marked `data-ext` so the test
 * against a server without extensions finds it if it ever shows there.
 */
export const FavouriteButton = observer(function FavouriteButton({ product, variant = 'card' }: FavouriteButtonProps) {
  const { lists, session } = useStores();
  // nothing until the lists' code is in (stores/shopperLists.ts) and the server offers favourites
  const favourites = lists?.favourites;
  if (!favourites?.offered) return null;
  const t = session.t;
  const on = favourites.has(product.id);
  return (
    <View
      className={`favourite-button favourite-button--${variant}${on ? ' favourite-button--on' : ''}`}
      data-ext="favourites"
    >
      <AppButton
        className="favourite-button__btn"
        label={t(on ? 'istore_fav_remove' : 'istore_fav_save', { name: product.name })}
        disabled={favourites.isPending(product.id)}
        onPress={() => void favourites.toggle(product)}
      >
        <Icon name={on ? 'heart-filled' : 'heart'} className="favourite-button__icon" />
        {variant === 'page' && (
          <Text className="favourite-button__text">{t(on ? 'istore_fav_saved_short' : 'istore_fav_save_short')}</Text>
        )}
      </AppButton>
    </View>
  );
});
