import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { SizedImage } from '@/platform/image';
import { routeParams } from '@/platform/navigation';
import { usePageVisibility } from '@/platform/visibility';
import { useStores } from '@/stores/context';
import { FavouritesPageStore, type FavouriteRow } from '@/stores/FavouritesPageStore';
import { shopperLists } from '@/stores/shopperLists';
import type { Translator } from '@/i18n/translator';
import { moneyFormat, type MoneyFormat } from '@/components/checkout/money';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import { NoticeToast } from '@/components/notice-toast';
import { ShareButton } from '@/components/share-button';
import { useOpenShare } from '@/components/page-shell';
import { UserPage } from '@/components/user-page';
import { AlertRequest } from '@/components/alert-request';
import { offerPriceAlert } from '@/domain/alerts';
import '@/i18n/shopper-lists';
import './index.scss';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

function statusText(row: FavouriteRow, t: Translator, money: MoneyFormat): string {
  const s = row.state;
  const currency = row.item.product?.currencyCode ?? row.item.currencyCode;
  if (s.kind === 'gone') return t('istore_fav_gone');
  if (s.kind === 'outOfStock')
    return `${t('istore_fav_now', { now: money(s.now, currency) })} · ${t('istore_fav_out_of_stock')}`;
  return s.was === null
    ? t('istore_fav_now', { now: money(s.now, currency) })
    : t('istore_fav_now_was', { now: money(s.now, currency), was: money(s.was, row.item.currencyCode) });
}

const Row = observer(function Row({
  row,
  page,
  t,
  money,
}: {
  row: FavouriteRow;
  page: FavouritesPageStore;
  t: Translator;
  money: MoneyFormat;
}) {
  const { item, state } = row;
  const { app } = useStores();
  const p = item.product;
  const cheaper = offerPriceAlert({ offered: app.offers('alerts'), shared: page.shared, state: state.kind });
  const name = p?.name ?? `#${item.productId}`;
  return (
    <View className={`co-card fav-row fav-row--${state.kind}`} data-favourite={item.productId}>
      <View className="fav-row__media">
        {p?.thumbnail && (
          <SizedImage
            className="fav-row__img"
            src={p.thumbnail.url}
            alt=""
            width={p.thumbnail.width}
            height={p.thumbnail.height}
          />
        )}
      </View>
      <View className="fav-row__body">
        {p ? (
          <AppLink href={`/store/product/${p.id}`} className="fav-row__name">
            {name}
          </AppLink>
        ) : (
          <Text className="fav-row__name">{name}</Text>
        )}
        <Text className={`fav-row__status fav-row__status--${state.kind}`} data-state={state.kind}>
          {statusText(row, t, money)}
        </Text>
        <View className="fav-row__actions">
          {state.kind === 'available' && p && !p.hasOptions && (
            <ActionButton
              variant="primary"
              busy={page.adding === item.productId}
              label={t('istore_fav_add_named', { name })}
              onPress={() => void page.addToCart(item)}
            >
              {page.adding === item.productId ? t('istore_fav_adding') : t('istore_fav_add_to_cart')}
            </ActionButton>
          )}
          {state.kind === 'available' && p?.hasOptions && (
            <AppLink href={`/store/product/${p.id}`} className="action-button action-button--primary">
              {t('istore_fav_choose_options')}
            </AppLink>
          )}
          {!page.shared && (
            <View data-ext="favourites">
              <ActionButton
                variant="quiet"
                label={t('istore_fav_remove_named', { name })}
                onPress={() => void page.remove(item)}
              >
                {t('istore_fav_remove_short')}
              </ActionButton>
            </View>
          )}
        </View>
        {cheaper && p && (
          <AlertRequest target={{ productId: p.id, optionPair: null, kind: 'price' }} name={name} variant="row" />
        )}
      </View>
    </View>
  );
});

/** Make / stop the read-only link; once made, the page's Share opens the share widget with it. */
const ShareBar = observer(function ShareBar({ page, t }: { page: FavouritesPageStore; t: Translator }) {
  const favourites = shopperLists(useStores()).favourites;
  const open = useOpenShare();
  if (page.shared || favourites.source !== 'account' || favourites.count === 0) return null;
  return (
    <View className="co-card fav-share" data-ext="favourites">
      <Text className="co-muted">{t('istore_fav_share_note')}</Text>
      <View className="fav-row__actions">
        {favourites.shareToken ? (
          <>
            <ShareButton />
            <ActionButton variant="quiet" busy={page.sharing} onPress={() => void page.stopSharing()}>
              {t('istore_fav_share_stop')}
            </ActionButton>
          </>
        ) : (
          <ActionButton
            variant="secondary"
            busy={page.sharing}
            onPress={() =>
              void page.share().then((token) => {
                // the page's share now carries the link: open the widget with it
                if (token) setTimeout(() => open?.(), 0);
              })
            }
          >
            {t('istore_fav_share_make')}
          </ActionButton>
        )}
      </View>
    </View>
  );
});

const FavouritesBody = observer(function FavouritesBody({ page }: { page: FavouritesPageStore }) {
  const root = useStores();
  const { session } = root;
  const { favourites } = shopperLists(root);
  const t = session.t;
  const money = moneyFormat(session);
  if (!favourites.offered) {
    return <Text className="co-empty__text">{t('istore_fav_not_available')}</Text>;
  }
  if (page.status === 'error') {
    const missing = page.shared && page.error?.status === 404;
    return (
      <View className="co-card">
        <Alert kind="error">{missing ? t('istore_fav_shared_missing') : (page.error?.message ?? '')}</Alert>
        {!missing && <ActionButton onPress={() => void page.load()}>{t('istore_catalogue_retry')}</ActionButton>}
      </View>
    );
  }
  if (page.status !== 'ready') return <Text className="co-empty__text">{t('istore_common_loading')}</Text>;
  const rows = page.rows;
  return (
    <View className="fav-page" data-ext="favourites">
      {page.shared ? (
        <Text className="co-muted">{t('istore_fav_shared_note')}</Text>
      ) : (
        favourites.source === 'device' && <Text className="co-muted">{t('istore_fav_visitor_note')}</Text>
      )}
      {page.actionError && <Alert kind="error">{page.actionError}</Alert>}
      <ShareBar page={page} t={t} />
      {rows.length === 0 ? (
        <View className="co-card">
          <Text className="co-empty__text">{page.shared ? t('istore_fav_empty_shared') : t('istore_fav_empty')}</Text>
          <AppLink href="/store" className="action-button action-button--primary">
            {t('istore_confirmation_continue_shopping')}
          </AppLink>
        </View>
      ) : (
        <View className="fav-list" {...a11y({ role: 'list' })}>
          {rows.map((row) => (
            <View key={row.item.productId} {...a11y({ role: 'listitem' })}>
              <Row row={row} page={page} t={t} money={money} />
            </View>
          ))}
        </View>
      )}
      <NoticeToast text={page.notice} seq={page.noticeSeq} onClose={() => page.clearNotice()} />
    </View>
  );
});

/**
 * /user/favourites (extension `favourites`): the shopper's saved products with price and stock
 * as of now, add to cart, remove, share by read-only link; ?list=<token> shows a shared list.
 * A visitor sees the list saved on this device.
 */
function FavouritesPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const params = useMemo(() => routeParams(), []);
  const token = TOKEN.test(params.list ?? '') ? (params.list ?? null) : null;
  const [page] = useState(() => new FavouritesPageStore(root, token));
  const { favourites } = shopperLists(root);
  const offered = favourites.offered;
  const account = favourites.source;
  useEffect(() => {
    if (offered) void page.load();
  }, [page, offered, account]);
  // back on the page (another tab or device may have saved more): read the list again
  usePageVisibility({ onShow: () => offered && page.status === 'ready' && void page.load(), onHide: () => {} });

  const title = page.shared
    ? page.ownerName
      ? t('istore_fav_shared_title', { name: page.ownerName })
      : t('istore_fav_shared_title_anon')
    : t('istore_fav_title');
  const share =
    !page.shared && favourites.shareToken
      ? {
          title: t('istore_fav_share_title', { store: app.storeName }),
          url: `/user/favourites?list=${favourites.shareToken}`,
        }
      : undefined;
  const path = token ? `/user/favourites?list=${token}` : '/user/favourites';
  return (
    <UserPage title={title} path={path} guest back={!page.shared} share={share}>
      {() => <FavouritesBody page={page} />}
    </UserPage>
  );
}

export default observer(FavouritesPage);
