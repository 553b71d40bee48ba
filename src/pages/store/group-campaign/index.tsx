import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import {
  campaignPaths,
  campaignStateAt,
  canStartGroup,
  inviteUrl,
  parseCampaignId,
  parseGroupId,
  stockItemsOf,
} from '@/domain/campaigns';
import { isComplete, optionPairOf, selectValue, stockOf } from '@/domain/options';
import { a11y } from '@/platform/a11y';
import { SizedImage } from '@/platform/image';
import { AppLink } from '@/platform/link';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { campaignStore } from '@/stores/campaignStores';
import { useStores } from '@/stores/context';
import { CampaignCountdown } from '@/components/campaign-countdown';
import { CampaignGroupList } from '@/components/campaign-group-list';
import { CampaignItemPicker } from '@/components/campaign-item-picker';
import { CampaignOrderList } from '@/components/campaign-order-list';
import { Alert } from '@/components/checkout/alert';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ActionButton } from '@/components/form/button';
import { PageShell, type PageShare } from '@/components/page-shell';
import { Price } from '@/components/price';
import { ShareButton } from '@/components/share-button';
import { PosterButton } from '@/components/poster-button';
import { ProductDetailSkeleton } from '@/components/skeletons';
import './index.scss';
import '@/i18n/poster';

/**
 * `/store/groupCampaign?id=` (spec 2.2; common3/campaign/fission/{id}, campaignProductItem):
 * the campaign's items with options and stock, its rules, the open groups with Join this group,
 * Start a group, the shopper's own group orders, and Invite friends (the share widget with the
 * group's link and rid; the mini-program share sends the same path). A shared link
 * (`&group=...&rid=...`) opened signed out keeps both through sign-in.
 */
function GroupCampaignPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const store = campaignStore(root);
  const [params] = useState(routeParams);
  const id = parseCampaignId(params.id);
  const invited = parseGroupId(params.group);
  const [now, setNow] = useState(() => Date.now());
  const [itemId, setItemId] = useState<number | null>(null);
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);

  const reload = () => {
    setNow(Date.now());
    if (id !== null) void store.load(id);
  };
  useEffect(() => {
    store.clearProblem();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each load reads the clock again, so the campaign's state is judged at the time its data came
    reload();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new campaign loads again; reload reads the latest store
  useDidShow(() => {
    if (store.status === 'ready') reload();
  });
  // app info (who is signed in) may arrive after the first load: then the shopper's orders
  useEffect(() => {
    if (session.loggedIn && id !== null) void store.loadOrders(id);
  }, [session.loggedIn, id, store]);
  const c = id !== null && store.campaignId === id ? store.campaign : null;
  usePageTitle(c?.name ?? t('istore_campaign_list_title'), app.storeName);

  // the first item in stock is chosen until the shopper picks one
  const items = store.items;
  const item = items.find((i) => i.id === itemId) ?? items.find((i) => i.stock > 0) ?? null;
  const stockItems = item ? stockItemsOf(item.stockByOption) : [];
  const complete = item ? isComplete(item.options, selection) : false;
  const max = item && complete ? stockOf(stockItems, selection) : (item?.stock ?? 0);

  const myOpen = store.orders.find((o) => o.groupState === 'OPEN' && o.group)?.group ?? null;
  const share: PageShare | undefined = c
    ? {
        title: t('istore_campaign_invite_title', { name: c.name }),
        content: t('istore_campaign_invite_text', { price: session.money(c.groupPrice, c.currency) }),
        url: inviteUrl(root.platform.currentLocation().href, c.id, myOpen?.id ?? invited, session.getReferralId()),
        image: item?.imageUrl ?? c.imageUrl,
      }
    : undefined;

  const go = async (groupId: string | null) => {
    if (!c || !item) return;
    if (!session.loggedIn) {
      // back here after signing in, with the group and the referral id of the shared link
      const back = `${campaignPaths(c.id, groupId ?? invited).campaign}${params.rid ? `&rid=${encodeURIComponent(params.rid)}` : ''}`;
      navigate(`/account/login?redirect=${encodeURIComponent(back)}`);
      return;
    }
    if (!complete) return;
    const pair = item.options.length ? optionPairOf(item.options, selection) : null;
    if (await store.choose(c.id, item.id, pair, quantity, groupId)) navigate(campaignPaths(c.id, groupId).cart);
  };

  let body: JSX.Element;
  if (id === null || (store.status === 'error' && !c)) {
    body =
      id === null ? (
        <EmptyState
          message={t('istore_campaign_not_found')}
          actionLabel={t('istore_campaign_list_title')}
          actionHref="/store/groupCampaigns"
        />
      ) : (
        <ErrorState
          title={t('istore_campaign_not_found')}
          detail={store.loadError ?? undefined}
          retryLabel={t('istore_common_retry')}
          onRetry={reload}
        />
      );
  } else if (!c) {
    body = <ProductDetailSkeleton label={t('istore_common_loading')} />;
  } else {
    const state = campaignStateAt(c.state, c.endsAt, now);
    const open = canStartGroup(state);
    const invitedGroup = invited ? c.groups.find((g) => g.id === invited) : undefined;
    // a friend's invite to a group that still has room: joining it is the page's main action
    const joinable =
      invitedGroup && invitedGroup.state === 'OPEN' && invitedGroup.needed > 0 && !invitedGroup.mine
        ? invitedGroup
        : undefined;
    const problem = store.problem;
    body = (
      <View className="campaign-page" data-campaign-id={c.id} data-state={state}>
        <View className="campaign-page__top">
          {c.imageUrl && (
            <SizedImage
              className="campaign-page__img"
              src={c.imageUrl}
              alt=""
              width={600}
              height={600}
              lazy={false}
              priority
            />
          )}
          <View className="campaign-page__head">
            <Text className="campaign-page__title" {...a11y({ role: 'heading', level: 1 })}>
              {c.name}
            </Text>
            <Text className="campaign-page__desc">{c.description}</Text>
            <Price minor={c.groupPrice} listMinor={c.normalPrice} currencyCode={c.currency} size="lg" />
            <Text className="campaign-page__meta">{t('istore_campaign_group_size', { size: c.groupSize })}</Text>
            {open ? (
              <CampaignCountdown
                deadline={c.endsAt}
                label={t('istore_campaign_ends_in')}
                endedText={t('istore_campaign_state_ENDED')}
                locale={session.locale}
                onEnd={reload}
              />
            ) : (
              <Text className="campaign-page__state" {...a11y({ role: 'status' })}>
                {t(`istore_campaign_state_${state}`)}
              </Text>
            )}
            <View className="campaign-page__share">
              <ShareButton label={t('istore_campaign_invite')} />
              {share?.url && (
                <PosterButton
                  subject={{
                    kind: 'campaign',
                    id: c.id,
                    name: c.name,
                    price: c.groupPrice,
                    wasPrice: c.normalPrice,
                    currency: c.currency,
                    pictureUrl: share.image,
                    link: share.url,
                    priceLabel: t('istore_poster_group_price'),
                    note: t('istore_campaign_group_size', { size: c.groupSize }),
                  }}
                />
              )}
            </View>
          </View>
        </View>

        {problem && (
          <View className="campaign-page__problem">
            <Alert kind="error">{problem.message}</Alert>
            {problem.offerNewGroup && open && (
              <ActionButton variant="primary" busy={store.busy} onPress={() => void go(null)}>
                {t('istore_campaign_new_group')}
              </ActionButton>
            )}
          </View>
        )}
        {invited &&
          (!invitedGroup || invitedGroup.needed === 0 || invitedGroup.state !== 'OPEN') &&
          !invitedGroup?.mine &&
          open &&
          !problem && (
            <View className="campaign-page__problem">
              <Alert kind="info">{t('istore_campaign_invite_gone')}</Alert>
              <ActionButton
                variant="primary"
                busy={store.busy}
                disabled={!!item && session.loggedIn && (!complete || max === 0)}
                onPress={() => void go(null)}
              >
                {t('istore_campaign_new_group')}
              </ActionButton>
            </View>
          )}
        {!session.loggedIn && open && <Alert kind="info">{t('istore_campaign_sign_in')}</Alert>}

        {store.orders.length > 0 && (
          <View className="campaign-page__section">
            <Text className="campaign-page__h2" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_campaign_your_orders')}
            </Text>
            <CampaignOrderList orders={store.orders} />
          </View>
        )}

        {open && (
          <View className="campaign-page__section">
            <Text className="campaign-page__h2" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_campaign_products')}
            </Text>
            <CampaignItemPicker
              items={items}
              itemId={item?.id ?? null}
              selection={selection}
              quantity={Math.min(quantity, Math.max(1, max))}
              max={max}
              onItem={(next) => {
                setItemId(next);
                void store.refreshItem(next);
                setSelection({});
                setQuantity(1);
              }}
              onOption={(o, v) => setSelection(selectValue(stockItems, item?.options ?? [], selection, o, v))}
              onQuantity={setQuantity}
            />
            {joinable && (
              <ActionButton
                variant="primary"
                block
                busy={store.busy}
                disabled={!item || (session.loggedIn && (!complete || max === 0))}
                onPress={() => void go(joinable.id)}
              >
                {t('istore_campaign_join')}
              </ActionButton>
            )}
            <ActionButton
              variant={joinable ? 'secondary' : 'primary'}
              block
              busy={store.busy}
              disabled={!item || (session.loggedIn && (!complete || max === 0))}
              onPress={() => void go(null)}
            >
              {t('istore_campaign_start')}
            </ActionButton>
          </View>
        )}

        {open && (
          <View className="campaign-page__section">
            <Text className="campaign-page__h2" {...a11y({ role: 'heading', level: 2 })}>
              {t('istore_campaign_groups')}
            </Text>
            <CampaignGroupList
              groups={c.groups}
              now={now}
              invitedId={invited}
              busy={store.busy}
              onJoin={(g) => void go(g)}
              onEnd={reload}
            />
          </View>
        )}

        <View className="campaign-page__section">
          <Text className="campaign-page__h2" {...a11y({ role: 'heading', level: 2 })}>
            {t('istore_campaign_rules')}
          </Text>
          <View className="campaign-page__rules" {...a11y({ role: 'list' })}>
            {c.rules.map((r) => (
              <Text key={r} className="campaign-page__rule" {...a11y({ role: 'listitem' })}>
                {r}
              </Text>
            ))}
          </View>
        </View>
        <AppLink href="/store/groupCampaigns" className="campaign-page__back">
          {t('istore_campaign_list_title')}
        </AppLink>
      </View>
    );
  }
  return <PageShell share={share}>{body}</PageShell>;
}

export default observer(GroupCampaignPage);
