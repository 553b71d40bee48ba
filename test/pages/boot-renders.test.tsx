/**
 * Boot work: the list and product pages' late answers (the categories, the open group
 * buys) re-render what shows them, not the page with the shell around it. Counted through the
 * shell's skip link (it renders with the shell) and the product's description (with the page).
 */
import { act, screen } from '@testing-library/react';
import ProductPage from '@/pages/store/product/index';
import ProductListPage from '@/pages/store/productlist/index';
import { json } from '../support/fakeServer';
import { wireProducts } from '../support/catalogue';
import { componentRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, renderIn } from '../components/shellHelpers';
import { productOne } from './productOne';

jest.mock('@/platform/skip-link', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/platform/skip-link', 'SkipLink'),
);
jest.mock('@/components/rich-description', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/components/rich-description', 'RichDescription'),
);
jest.mock('@/components/sort-bar', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/components/sort-bar', 'SortBar'),
);

const counts = componentRenders;

beforeEach(() => {
  resetTaro();
  counts.SkipLink = counts.RichDescription = counts.SortBar = 0;
});

const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

/** A route whose answer waits until the returned function is called. */
function held(stores: ReturnType<typeof setupStores>, path: string, body: unknown) {
  let answer = () => undefined as void;
  stores.server.on('GET', path, () => new Promise((resolve) => (answer = () => resolve(json(body)))));
  return async () => {
    await act(async () => answer());
    await settle();
  };
}

it('the open group buys answering (none for this product) re-render neither the product page nor the shell', async () => {
  const stores = productOne();
  const campaigns = held(stores, 'common3/campaign/fissionList', []);
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductPage />);
  await settle();
  expect(screen.getByText('Tea')).toBeTruthy();
  const before = { ...counts };
  await campaigns();
  expect(stores.root.catalogue.groupBuys.status).toBe('ready');
  expect(counts.RichDescription - before.RichDescription).toBe(0);
  expect(counts.SkipLink - before.SkipLink).toBe(0);
});

it('the categories answering re-render neither the all-products page nor the shell', async () => {
  window.history.pushState({}, '', '/store/productlist?cat=all');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'productManagement2/products', () => json(wireProducts(4)));
  stores.server.on('GET', 'productManagement2/products/listCount', () => json({ count: 4 }));
  const categories = held(stores, 'productManagement/categories/all', [
    { name: 'tea', displayName: 'Tea', productCount: 3, children: [] },
  ]);
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductListPage />);
  await settle();
  expect(screen.getAllByText('All products').length).toBeGreaterThan(0);
  const before = { ...counts };
  await categories();
  expect(stores.root.catalogue.categories.status).toBe('ready');
  expect(counts.SkipLink - before.SkipLink).toBe(0);
});

it("the list's first page being asked for does not re-render the list screen (it shows the same until the answer)", async () => {
  window.history.pushState({}, '', '/store/productlist?cat=all');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'productManagement/categories/all', () => json([]));
  const count = held(stores, 'productManagement2/products/listCount', { count: 4 });
  const products = held(stores, 'productManagement2/products', wireProducts(4));
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductListPage />);
  await settle();
  expect(counts.SortBar).toBe(1);
  await products();
  await count();
  expect(screen.getAllByText('4 products').length).toBeGreaterThan(0);
});
