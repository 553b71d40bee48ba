import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { percentOff } from '@/domain/price';
import type { ProductSummary } from '@/services/catalogue';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import { a11y } from '@/platform/a11y';
import { textLang } from '@/domain/text-lang';
import { useStores } from '@/stores/context';
import { Price } from '@/components/price';
import { FavouriteHeart } from '@/components/favourite-button/lazy';
import './index.scss';

/** Height of the text block under a card's square picture (design px); rows are computed from it. */
export const CARD_INFO_HEIGHT = 92;

export interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** The page's main picture (the first card of the first screen): fetched before the others. */
  priority?: boolean;
  /** Height of the text block (px of this screen), set by a windowed grid so rows match its maths. */
  infoHeight?: number;
}

/** A product in a list: square picture, name (two lines), price; the whole card opens the product. */
export const ProductCard = observer(function ProductCard({
  product: p,
  eager = false,
  priority = false,
  infoHeight,
}: ProductCardProps) {
  const { session } = useStores();
  const t = session.t;
  const off = percentOff(p.price, p.listPrice);
  return (
    <View className={`product-card${p.available ? '' : ' product-card--sold-out'}`} data-product-id={p.id}>
      <AppLink href={`/store/product/${p.id}`} className="product-card__link">
        <View className="product-card__media">
          {p.thumbnail ? (
            <SizedImage
              className="product-card__img"
              src={p.thumbnail.url}
              alt=""
              width={p.thumbnail.width}
              height={p.thumbnail.height}
              lazy={!eager}
              priority={priority}
            />
          ) : (
            <View className="product-card__img product-card__img--none" />
          )}
          {!p.available ? (
            <Text className="product-card__badge product-card__badge--muted">{t('istore_catalogue_sold_out')}</Text>
          ) : off > 0 ? (
            <Text className="product-card__badge">{t('istore_catalogue_percent_off', { percent: off })}</Text>
          ) : null}
        </View>
        <View className="product-card__info" style={infoHeight ? { height: `${infoHeight}px` } : undefined}>
          <Text className="product-card__name" {...a11y({ lang: textLang(p.name, session.locale) })}>
            {p.name}
          </Text>
          <Price minor={p.price} listMinor={p.listPrice} currencyCode={p.currencyCode} />
        </View>
      </AppLink>
      {/* beside the link, not in it: a button inside a link is two controls in one */}
      <FavouriteHeart product={p} />
    </View>
  );
});
