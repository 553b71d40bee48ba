import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { buyBarAction, isPhoneWidth } from '@/domain/buyBar';
import { BREAKPOINT_SM } from '@/domain/constants';
import { showFooterTabs } from '@/domain/footerTabs';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { useBottomBarsHeight, useOutOfView } from '@/platform/out-of-view';
import { revealBelowHeader } from '@/platform/reveal';
import { onViewportChange, viewportWidth } from '@/platform/viewport';
import { useStores } from '@/stores/context';
import type { AddedNote } from '@/stores/AddedNote';
import type { ProductStore } from '@/stores/ProductStore';
import { Price } from '@/components/price';
import '@/i18n/alerts';
import '@/i18n/catalogue';
import './index.scss';

/** The bar's own height (index.scss). */
const BAR_PX = 64;
/** The footer tabs' height when not measured (index.scss). */
const TABS_PX = 67;
const BAR_ID = 'buy-bar';
/** The page's Add to cart (the bar shows while it is out of sight); its stock line, over the options (shown when the bar cannot add). */
export const ADD_ID = 'product-add';
export const STOCK_ID = 'product-stock';

function usePhone(): boolean {
  const [phone, setPhone] = useState(() => isPhoneWidth(viewportWidth(), BREAKPOINT_SM));
  useEffect(() => onViewportChange(() => setPhone(isPhoneWidth(viewportWidth(), BREAKPOINT_SM))), []);
  return phone;
}

function useWithTabs(): boolean {
  const { app } = useStores();
  return showFooterTabs({ styleLoaded: app.ready, languageLoaded: app.ready, tabs: app.navigation.footerTabs });
}

export interface BuyBarProps {
  product: ProductStore;
  t: Translator;
  /** The page's add and its Added note (the bar adds through it, so the page's note follows). */
  note: AddedNote;
}

/**
 * Phones: the price and Add to cart fixed at the bottom, above the footer tabs, while the page's
 * own Add to cart is out of sight. Hidden from assistive technology and out of the Tab order: it
 * repeats the page's button, which comes with its options, stock and Notify me in reading order,
 * so a screen reader meets one Add to cart, not two.
 */
export const BuyBar = observer(function BuyBar({ product, note, t }: BuyBarProps) {
  const { app } = useStores();
  const phone = usePhone();
  const withTabs = useWithTabs();
  const below = useBottomBarsHeight(BAR_ID, withTabs);
  // the page's button under the bar or the tabs counts as out of sight
  const out = useOutOfView(ADD_ID, phone, BAR_PX + (below ?? (withTabs ? TABS_PX : 0)));
  const d = product.detail;
  if (!phone || !d) return null;
  const action = buyBarAction({
    stock: product.stock.kind,
    complete: product.complete,
    adding: product.adding,
    alertsOffered: app.offers('alerts'),
  });
  const label =
    action === 'choose'
      ? t('istore_product_choose_options')
      : action === 'notify'
        ? t('istore_alert_notify_me')
        : action === 'sold-out'
          ? t('istore_product_out_of_stock')
          : product.adding
            ? t('istore_product_adding')
            : t('istore_product_add_to_cart');
  const off = action === 'wait' || action === 'sold-out';
  const press = () => {
    if (action === 'add') void note.add(product);
    else if (!off) revealBelowHeader(STOCK_ID);
  };
  const cls = ['buy-bar', withTabs && 'buy-bar--tabs', !out && 'buy-bar--away'].filter(Boolean).join(' ');
  return (
    // fixed at the bottom: focused fields are kept clear of it as of the footer tabs (platform/focus-clear)
    <View
      id={BAR_ID}
      className={cls}
      // over the tabs as they are drawn (measured); the stylesheet's place until then, and with none
      style={below ? { paddingBottom: `${below}px` } : undefined}
      data-sticky-edge="bottom"
      data-action={action}
      {...a11y({ hidden: true })}
    >
      <View className="buy-bar__row">
        <View className="buy-bar__price">
          {note.shown ? (
            <Text className="buy-bar__added">{t('istore_product_added_short')}</Text>
          ) : (
            <Price minor={product.price} listMinor={product.listPrice} currencyCode={d.currencyCode} />
          )}
        </View>
        {/* hidden on the tappable view itself as well: the mini-program's accessibility properties are per view */}
        <View
          className={`buy-bar__button${off ? ' buy-bar__button--off' : ''}`}
          onClick={press}
          {...a11y({ hidden: true })}
        >
          <Text>{label}</Text>
        </View>
      </View>
    </View>
  );
});

/**
 * Room after the page (below its footer) as tall as the bar, so the page's last content can be
 * scrolled clear of it; phones only (CSS), there from the product's first render, so nothing moves.
 */
export const BuyBarRoom = observer(function BuyBarRoom() {
  return <View className={`buy-bar-room${useWithTabs() ? ' buy-bar-room--tabs' : ''}`} />;
});
