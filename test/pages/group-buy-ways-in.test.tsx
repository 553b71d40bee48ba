/**
 * Ways into group buying: the product page of an item in an open campaign says "Group
 * buy from CA$x" and leads to the campaign; the home page's group-buy block (from the store's
 * sections) shows while a campaign is open, and nothing when none is.
 */
import { act, screen } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import ProductPage from '@/pages/store/product/index';
import { json } from '../support/fakeServer';
import { wireProduct } from '../support/catalogue';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

const DAY = 86_400_000;
const campaign = (id: number, state: string, endsIn = 10 * DAY) => ({
  id,
  name: `Campaign ${id}`,
  description: '',
  state,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + endsIn).toISOString(),
  groupSize: 2,
  groupHours: 24,
  currency: 'CAD',
  groupPrice: 500,
  normalPrice: 1000,
  stockLeft: 5,
  fewestNeeded: 2,
  openGroupCount: 0,
});
const item = (id: number, campaignId: number, productId: number, groupPrice: number) => ({
  id,
  fissionCampaignId: campaignId,
  productId,
  name: `Product ${productId}`,
  imageURL: null,
  currency: 'CAD',
  groupPrice,
  normalPrice: 1299,
  stock: 5,
  options: [],
  stockByOption: {},
});

function withCampaigns(open: boolean) {
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'common3/campaign/fissionList', () =>
    json(open ? [campaign(7, 'OPEN'), campaign(8, 'ENDED', -DAY)] : [campaign(8, 'ENDED', -DAY)]),
  );
  stores.server.on('GET', 'productManagement2/campaignProductItem/list/all', (req) =>
    json(
      req.query.get('fissionCampaignId') === '7' ? [item(71, 7, 1, 899), item(72, 7, 2, 650)] : [item(81, 8, 1, 100)],
    ),
  );
  return stores;
}

async function productPage(open: boolean) {
  window.history.pushState({}, '', '/store/product/1');
  const stores = withCampaigns(open);
  stores.server.on('GET', 'productDetailManagement/productDetail/1', () =>
    json({ ...wireProduct(1), description: '<p>Tea</p>', options: [], specs: [] }),
  );
  stores.server.on('GET', 'productManagement2/products/relatedProducts/1', () => json([]));
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductPage />);
  await settle();
  return stores;
}

it('a product in an open campaign: "Group buy from CA$8.99", to that campaign (an ended one does not count)', async () => {
  const { server } = await productPage(true);
  const link = await screen.findByRole('link', { name: 'Group buy from CA$8.99' });
  expect(link.getAttribute('href')).toBe('/store/groupCampaign?id=7');
  // the ended campaign's items are not even asked for
  expect(server.calls('productManagement2/campaignProductItem/list/all').map((r) => r.url)).toEqual([
    expect.stringContaining('fissionCampaignId=7'),
  ]);
});

it('no open campaign: no badge', async () => {
  await productPage(false);
  expect(screen.queryByRole('link', { name: /Group buy from/ })).toBeNull();
});

async function homePage(open: boolean) {
  window.history.pushState({}, '', '/');
  const stores = withCampaigns(open);
  stores.server.on('GET', 'common3/sectionTemplateByType/home', () =>
    json({
      type: 'home',
      sections: [
        { id: 'hero', kind: 'hero', title: '' },
        { id: 'gb', kind: 'groupBuy', title: '' },
      ],
    }),
  );
  await act(() => stores.root.init());
  renderIn(stores.root, <HomePage />);
  await settle();
  return stores;
}

it("home: the store's group-buy block while a campaign is open, with its lowest price and the way in", async () => {
  await homePage(true);
  const region = await screen.findByRole('region', { name: 'Group buy' });
  expect(region.textContent).toContain('from CA$6.50');
  expect(screen.getByRole('link', { name: 'See the group buys' }).getAttribute('href')).toBe('/store/groupCampaigns');
});

it('home: no block when no campaign is open', async () => {
  await homePage(false);
  expect(screen.queryByRole('region', { name: 'Group buy' })).toBeNull();
});
