import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell, type PageShare } from '@/components/page-shell';
import { ShareButton } from '@/components/share-button';
import { PosterButton } from '@/components/poster-button';
import { RelatedProducts } from '@/components/related-products';
import { NearView } from '@/platform/near-view';
import { FavouriteButton } from '@/components/favourite-button';
import { RecentlyViewed } from '@/components/recently-viewed';
import { ProductReviews } from '@/components/product-reviews';
import { Price } from '@/components/price';
import { ProductDetailSkeleton } from '@/components/skeletons';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { OptionPicker } from '@/components/option-picker';
import { QuantityStepper } from '@/components/quantity-stepper';
import { RichDescription } from '@/components/rich-description';
import { StockAlerts } from '@/components/stock-alerts';
import { ADD_ID, BuyBar, BuyBarRoom, STOCK_ID } from '@/components/buy-bar';
import { lowestGroupBuy } from '@/domain/campaigns';
import { choicePicture } from '@/domain/options';
import { productIdParam } from '@/domain/productQuery';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { LOW_STOCK, type ProductStore } from '@/stores/ProductStore';
import { AddedNote } from '@/stores/AddedNote';
import { textLang } from '@/domain/text-lang';
import { useStores } from '@/stores/context';
import { shopperLists } from '@/stores/shopperLists';
import type { Translator } from '@/i18n/translator';
import '@/i18n/pwa';
import './index.scss';
import '@/i18n/catalogue';

/** About a product strip's height (its heading and a row of cards), kept for it until it renders. */
const RELATED_RESERVE_PX = 300;

const StockLine = observer(function StockLine({ product, t }: { product: ProductStore; t: Translator }) {
  const s = product.stock;
  const names = product.options
    .filter((o) => product.selection[o.name] === undefined)
    .map((o) => o.displayName)
    .join(' / ');
  let text = '';
  if (s.kind === 'loading') text = t('istore_product_checking_stock');
  else if (s.kind === 'choose') text = t('istore_product_choose', { names });
  else if (s.kind === 'out-of-stock') text = t('istore_product_out_of_stock');
  else if (s.kind === 'in-stock')
    text =
      s.quantity <= LOW_STOCK ? t('istore_product_low_stock', { count: s.quantity }) : t('istore_product_in_stock');
  else if (product.stockError) text = t('istore_product_stock_error');
  const line = (
    <Text
      id={STOCK_ID}
      className={`product-page__stock product-page__stock--${s.kind}`}
      data-stock={s.kind}
      {...a11y({ live: 'polite' })}
    >
      {text}
    </Text>
  );
  // A failed check must not leave Add to cart disabled with no way forward: offer to ask again.
  if (s.kind !== 'unknown' || !product.stockError) return line;
  return (
    <View className="product-page__stock-row">
      {line}
      <AppButton className="product-page__stock-retry" onPress={() => void product.queryStock()}>
        {t('istore_catalogue_retry')}
      </AppButton>
    </View>
  );
});

const Gallery = observer(function Gallery({ product, t }: { product: ProductStore; t: Translator }) {
  const d = product.detail!;
  const images = d.images;
  // a colour chosen shows the product in it; a view tapped since stands until the next choice
  const chosen = choicePicture(d.options, product.selection);
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => setIndex(null), [chosen?.url]);
  const shown = index ?? (chosen ? -1 : 0);
  const main = shown < 0 ? chosen : (images[Math.min(shown, images.length - 1)] ?? d.image);
  return (
    <View className="product-page__gallery">
      <View className="product-page__media">
        {main && (
          <SizedImage
            className="product-page__img"
            src={main.url}
            alt={main.alt || d.name}
            width={main.width}
            height={main.height}
            lazy={false}
            priority
          />
        )}
      </View>
      {images.length > 1 && (
        <View className="product-page__thumbs">
          {images.map((img, i) => (
            <AppButton
              key={img.url}
              className={`product-page__thumb${i === shown ? ' product-page__thumb--on' : ''}`}
              label={t('istore_product_image', { index: i + 1, count: images.length })}
              pressed={i === shown}
              onPress={() => setIndex(i)}
            >
              <SizedImage
                className="product-page__thumb-img"
                src={img.url}
                alt=""
                width={img.width}
                height={img.height}
              />
            </AppButton>
          ))}
        </View>
      )}
    </View>
  );
});

/**
 * What a shopper changes on the page (size, quantity, add to cart) and what follows from it: price,
 * stock, the Added note. Its own observer, so a choice re-renders this part only, not the page with
 * its pictures, description, related products and reviews (interaction latency).
 */
type BuyBoxProps = { product: ProductStore; note: AddedNote; t: Translator };
const BuyBox = observer(function BuyBox({ product, note, t }: BuyBoxProps) {
  const d = product.detail!;
  return (
    <>
      <Price minor={product.price} listMinor={product.listPrice} currencyCode={d.currencyCode} size="lg" />
      <StockLine product={product} t={t} />
      {product.options.length > 0 && (
        <OptionPicker
          options={product.options}
          selection={product.selection}
          isAvailable={(o, v) => product.isAvailable(o, v)}
          onSelect={(o, v) => {
            note.clear();
            void product.select(o, v);
          }}
          t={t}
        />
      )}
      <QuantityStepper
        value={product.quantity}
        max={product.maxQuantity}
        onChange={(q) => product.setQuantity(q)}
        disabled={!product.canAdd}
        t={t}
      />
      <AppButton
        id={ADD_ID}
        className="product-page__add"
        disabled={!product.canAdd}
        onPress={() => void note.add(product)}
      >
        {product.adding ? t('istore_product_adding') : t('istore_product_add_to_cart')}
      </AppButton>
      <StockAlerts product={product} />
      {note.shown && (
        <View className="product-page__added" {...a11y({ role: 'status' })}>
          <Text>{t('istore_product_added')}</Text>
          <AppLink href="/checkout/cart" className="product-page__cart-link">
            {t('istore_product_view_cart')}
          </AppLink>
        </View>
      )}
      {product.addError && (
        <Text className="product-page__error" {...a11y({ role: 'alert' })}>
          {product.addError.code === 'OFFLINE' ? t('istore_offline_action') : product.addError.message}
        </Text>
      )}
    </>
  );
});

/**
 * The way into this product's open group buy, if any (its badge). Its own observer: the campaigns
 * answer late, and read by the page they re-rendered all of it (and the shell) for a link that
 * most products do not have.
 */
const GroupBuyLink = observer(function GroupBuyLink({ productId, t }: { productId: number; t: Translator }) {
  const { catalogue, session } = useStores();
  const groupBuy = lowestGroupBuy(catalogue.groupBuys.value, productId);
  return groupBuy ? (
    <AppLink
      href={`/store/groupCampaign?id=${groupBuy.campaignId}`}
      className="product-page__group-buy"
      data-campaign-id={groupBuy.campaignId}
    >
      {t('istore_product_group_buy_from', {
        price: session.money(groupBuy.groupPrice, groupBuy.currency),
      })}
    </AppLink>
  ) : null;
});

/** The product's share poster at the price shown (its own observer: the price follows the options). */
const ProductPoster = observer(function ProductPoster({ product }: { product: ProductStore }) {
  const d = product.detail!;
  const [kind, link, pictureUrl] = ['product' as const, `/store/product/${d.id}`, d.image?.url ?? d.images[0]?.url];
  const subject = { kind, id: d.id, name: d.name, price: product.price, currency: d.currencyCode, link, pictureUrl };
  return <PosterButton subject={{ ...subject, wasPrice: product.listPrice }} className="product-page__share" />;
});

/** `/store/product/{id}`: pictures, price, options with stock, quantity, add to cart, description, related. */
function ProductPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const [id] = useState(() => productIdParam(routeParams()));
  const [product] = useState(() => (id === null ? null : root.catalogue.product(id)));
  const [note] = useState(() => new AddedNote());
  useEffect(() => {
    // a first visit's product may already be loading (stores/firstScreenData.ts)
    if (product?.status === 'idle') void product.load();
    // is this product in an open group buy? (its badge leads there)
    void root.catalogue.loadGroupBuys();
  }, [product, root]);
  const d = product?.detail ?? null;
  usePageTitle(d?.name ?? '', app.storeName);
  // recently viewed: this device's list of products opened (kept on the device, per store)
  useEffect(() => {
    if (d) shopperLists(root).recent.record(d);
  }, [root, d]);

  let body;
  if (!product || (product.status === 'error' && product.error?.status === 404)) {
    body = <EmptyState message={t('istore_product_not_found')} actionLabel={t('istore_catalogue_browse')} />;
  } else if (product.status === 'error') {
    body = (
      <ErrorState
        title={t('istore_product_not_found')}
        detail={product.error?.message}
        retryLabel={t('istore_catalogue_retry')}
        onRetry={() => void product.load()}
      />
    );
  } else if (!d) {
    body = <ProductDetailSkeleton label={t('istore_common_loading')} />;
  } else {
    body = (
      <View className="product-page" data-product-id={d.id}>
        {d.categoryPath.length > 0 && (
          <View
            className="product-page__crumbs"
            {...a11y({ role: 'navigation', label: t('istore_product_breadcrumb') })}
          >
            <AppLink href="/" className="product-page__crumb">
              {t('istore_catalogue_home')}
            </AppLink>
            {d.categoryPath.map((c) => (
              <AppLink
                key={c.name}
                href={`/store/productlist?cat=${encodeURIComponent(c.name)}`}
                className="product-page__crumb"
              >
                {c.displayName}
              </AppLink>
            ))}
          </View>
        )}
        <View className="product-page__top">
          <Gallery product={product} t={t} />
          <View className="product-page__buy">
            {d.brandName && (
              <AppLink href={`/store/brand/${encodeURIComponent(d.brandName)}`} className="product-page__brand">
                {d.brandDisplayName ?? d.brandName}
              </AppLink>
            )}
            <Text
              className="product-page__name"
              {...a11y({ role: 'heading', level: 1, lang: textLang(d.name, session.locale) })}
            >
              {d.name}
            </Text>
            <BuyBox product={product} note={note} t={t} />
            <GroupBuyLink productId={d.id} t={t} />
            <View className="product-page__actions">
              <FavouriteButton product={d} variant="page" />
              <ShareButton className="product-page__share" />
              <ProductPoster product={product} />
            </View>
            {d.sku && <Text className="product-page__sku">{t('istore_product_sku', { sku: d.sku })}</Text>}
          </View>
        </View>
        {d.description.length > 0 && (
          <View className="product-page__section" {...a11y({ role: 'region' })} aria-labelledby="product-description">
            <Text className="product-page__h2" id="product-description" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_product_description')}
            </Text>
            <RichDescription nodes={d.description} />
          </View>
        )}
        {d.specs.length > 0 && (
          <View className="product-page__section" {...a11y({ role: 'region' })} aria-labelledby="product-details">
            <Text className="product-page__h2" id="product-details" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_product_details')}
            </Text>
            <View className="product-page__specs">
              {d.specs.map((s) => (
                <View key={s.name} className="product-page__spec">
                  <Text className="product-page__spec-name">{s.name}</Text>
                  <Text className="product-page__spec-value">{s.value}</Text>
                </View>
              ))}
            </View>
          </View>
        )}
        {/* two screens down on a phone: rendered as the shopper nears it */}
        {product.related.length > 0 && (
          <NearView reserve={RELATED_RESERVE_PX}>
            <RelatedProducts products={product.related} title={t('istore_product_related')} />
          </NearView>
        )}
        <ProductReviews productId={d.id} />
        <RecentlyViewed exclude={d.id} />
      </View>
    );
  }
  // the product page shares the product (with its picture, so Pinterest shows), not the marketplace;
  // one object per product, or each render of the page re-rendered the shell around it
  const share: PageShare | undefined = useMemo(
    () => (d ? { title: d.name, image: d.image?.url ?? d.images[0]?.url ?? null } : undefined),
    [d],
  );
  return (
    <>
      <PageShell share={share}>
        {body}
        {/* phones: the same add, fixed at the bottom while the buy box's button is out of sight */}
        {d && product && <BuyBar product={product} note={note} t={t} />}
      </PageShell>
      {d && <BuyBarRoom />}
    </>
  );
}

export default observer(ProductPage);
