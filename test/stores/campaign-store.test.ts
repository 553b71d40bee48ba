/**
 * CampaignStore and the campaign checkout: what the shopper notices when the shop answers well,
 * badly or not at all (a fake shop); and the normal checkout and payment stores working on the
 * campaign's cart (every cart and checkout call carries fissionCampaignId, the campaign's form and
 * payment attempt kept apart from the normal ones).
 */
import { campaignCheckoutRoot, campaignStore } from '@/stores/campaignStores';
import { json } from '../support/fakeServer';
import { setupCheckout } from './checkoutHelpers';

const CAMPAIGN = {
  id: 5,
  name: 'Pair up and save',
  description: 'Team up',
  imageURL: '/media/products/1.svg',
  state: 'OPEN',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  groupSize: 2,
  groupHours: 24,
  currency: 'CAD',
  groupPrice: 1400,
  normalPrice: 2000,
  stockLeft: 40,
  fewestNeeded: 1,
  openGroupCount: 1,
};
const GROUP = {
  id: 'g1',
  campaignId: 5,
  state: 'OPEN',
  size: 2,
  members: [{ initials: 'AT' }],
  needed: 1,
  deadline: '2099-01-01T00:00:00.000Z',
  mine: false,
};
const CART = {
  currency: 'CAD',
  subtotal: 1400,
  total: 1470,
  tax: 70,
  itemCount: 1,
  lineItems: { l1: { lineId: 'l1', productId: 9, name: 'Tea', quantity: 1, unitPrice: 1400, lineTotal: 1400 } },
  coupon: null,
  fissionCampaignId: 5,
  group: GROUP,
};

function setup() {
  const s = setupCheckout();
  s.server.on('GET', 'common3/campaign/fissionList', () =>
    json([CAMPAIGN, { id: 'bad' }, { ...CAMPAIGN, id: 6, state: 'ENDED' }]),
  );
  s.server.on('GET', 'common3/campaign/fission/5', () =>
    json({ ...CAMPAIGN, rules: ['A group needs 2 people.'], groups: [GROUP, { nonsense: true }] }),
  );
  s.server.on('GET', 'productManagement2/campaignProductItem/list/all', () =>
    json([
      {
        id: 11,
        fissionCampaignId: 5,
        productId: 9,
        name: 'Tea',
        groupPrice: 1400,
        normalPrice: 2000,
        stock: 3,
        options: [],
        stockByOption: { '': 3 },
      },
    ]),
  );
  s.server.on('GET', 'common3/orders/list', () => json([]));
  s.server.on('POST', 'shoppingManagement4/myCart/fc/5', () => json(CART));
  return s;
}

describe('CampaignStore', () => {
  it('keeps well-formed campaigns and groups, drops malformed ones', async () => {
    const { root } = setup();
    const store = campaignStore(root);
    await store.loadList();
    expect(store.campaigns.map((c) => [c.id, c.state])).toEqual([
      [5, 'OPEN'],
      [6, 'ENDED'],
    ]);
    await store.load(5);
    expect(store.status).toBe('ready');
    expect(store.campaign?.groups.map((g) => [g.id, g.initials, g.needed])).toEqual([['g1', ['AT'], 1]]);
    expect(store.items[0]).toMatchObject({ groupPrice: 1400, normalPrice: 2000, stock: 3 });
  });

  it('a failed reload keeps the list shown, with the error', async () => {
    const s = setup();
    const store = campaignStore(s.root);
    await store.loadList();
    s.server.on('GET', 'common3/campaign/fissionList', () =>
      json({ errors: [{ code: 'INTERNAL', message: 'Down for a moment' }] }, 500),
    );
    await store.loadList();
    expect(store.campaigns).toHaveLength(2);
    expect(store.listStatus).toBe('ready');
    expect(store.listError).toBe('Down for a moment');
  });

  it("the campaign's products are its items (campaignProductItem/list/all); the client has no second list", () => {
    expect(Object.keys(campaignStore(setup().root).api)).not.toContain('products');
  });

  it('an item picked is read again (campaignProductItem/{id}): current stock shown; a failed read keeps the loaded one', async () => {
    const s = setup();
    const store = campaignStore(s.root);
    await store.load(5);
    s.server.on('GET', 'productManagement2/campaignProductItem/11', () =>
      json({
        id: 11,
        fissionCampaignId: 5,
        productId: 9,
        name: 'Tea',
        groupPrice: 1400,
        normalPrice: 2000,
        stock: 1,
        options: [],
        stockByOption: { '': 1 },
      }),
    );
    await store.refreshItem(11);
    expect(store.items[0].stock).toBe(1);
    s.server.on('GET', 'productManagement2/campaignProductItem/11', () =>
      json({ errors: [{ code: 'INTERNAL', message: 'Down' }] }, 500),
    );
    await store.refreshItem(11);
    expect(store.items[0].stock).toBe(1);
    expect(store.status).toBe('ready');
  });

  it('a double tap on Join sends one cart change', async () => {
    const s = setup();
    const store = campaignStore(s.root);
    const [a, b] = await Promise.all([store.choose(5, 11, null, 1, 'g1'), store.choose(5, 11, null, 1, 'g1')]);
    expect([a, b]).toEqual([true, false]);
    expect(s.server.calls('shoppingManagement4/myCart/fc/5', 'POST')).toHaveLength(1);
    expect(store.cart?.group?.id).toBe('g1');
    expect(store.cart?.totals?.total).toBe(1470);
  });

  it('choosing again starts a new purchase: the last payment attempt of this campaign is forgotten', async () => {
    const s = setup();
    const view = campaignCheckoutRoot(s.root, 5, null);
    view.platform.storage.set('istore.checkout.attempt', {
      key: 'paid-order-key',
      fingerprint: 'x',
      orderID: '100001',
    });
    expect(await campaignStore(s.root).choose(5, 11, null, 1, null)).toBe(true);
    expect(view.platform.storage.get('istore.checkout.attempt')).toBeUndefined();
  });

  it('a full group is a clear message that offers a new group; not signed in leads to sign-in', async () => {
    const s = setup();
    const store = campaignStore(s.root);
    s.server.on('POST', 'shoppingManagement4/myCart/fc/5', () =>
      json({ errors: [{ code: 'GROUP_FULL', message: 'This group is already full' }] }, 409),
    );
    expect(await store.choose(5, 11, null, 1, 'g1')).toBe(false);
    expect(store.problem).toEqual({ message: 'This group is already full', offerNewGroup: true, signIn: false });
    s.server.on('POST', 'shoppingManagement4/myCart/fc/5', () =>
      json({ errors: [{ code: 'UNAUTHORIZED', message: 'Sign in to start or join a group' }] }, 401),
    );
    await store.choose(5, 11, null, 1, null);
    expect(store.problem).toMatchObject({ offerNewGroup: false, signIn: true });
  });
});

describe('campaign checkout: the normal stores on the campaign cart', () => {
  it('every checkout call carries fissionCampaignId; the normal checkout does not', async () => {
    const s = setup();
    const view = campaignCheckoutRoot(s.root, 5, 'g1');
    expect(view.checkoutPaths).toEqual({
      cart: '/checkout/campaignCart?id=5&group=g1',
      checkout: '/checkout/campaignCheckout?id=5&group=g1',
      payment: '/checkout/campaignPayment?id=5&group=g1',
    });
    await view.checkout.init();
    const billing = s.server.calls('shoppingManagement4/billing/');
    expect(billing.length).toBeGreaterThan(0);
    expect(billing.every((r) => r.url.includes('fissionCampaignId=5'))).toBe(true);
    expect(view.checkout).not.toBe(s.root.checkout);
    expect(campaignCheckoutRoot(s.root, 5, 'g1')).toBe(view);
    await s.root.checkout.init();
    expect(
      s.server.calls('shoppingManagement4/billing/').filter((r) => !r.url.includes('fissionCampaignId')),
    ).not.toHaveLength(0);
  });

  it("the campaign's payment attempt is kept apart from the normal one", async () => {
    const s = setup();
    const view = campaignCheckoutRoot(s.root, 5, null);
    view.platform.storage.set('istore.checkout.attempt', { key: 'campaign-key-1', fingerprint: 'x' });
    expect(s.storage.get('istore.checkout.attempt')).toBeUndefined();
    expect(s.storage.get('istore.campaign.5.istore.checkout.attempt')).toEqual({
      key: 'campaign-key-1',
      fingerprint: 'x',
    });
  });
});
