/** /store/productlist?cat=: the title is the category's name, or says the store has no such category. */
import { act, screen } from '@testing-library/react';
import ProductListPage from '@/pages/store/productlist/index';
import { apiError, json } from '../support/fakeServer';
import { wireProducts } from '../support/catalogue';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

async function listPage(url: string) {
  window.history.pushState({}, '', url);
  const stores = await loadedStores({ kind: 'desktop' });
  stores.server.on('GET', 'productManagement/categories/all', () =>
    json([{ name: 'green-tea', displayName: 'Green Tea', productCount: 3, children: [] }]),
  );
  stores.server.on('GET', 'productManagement2/products', (req) =>
    req.query.get('categoryName') === 'green-tea'
      ? json(wireProducts(3))
      : apiError(404, 'Unknown category: no-such-thing'),
  );
  stores.server.on('GET', 'productManagement2/products/listCount', (req) =>
    req.query.get('categoryName') === 'green-tea' ? json({ count: 3 }) : apiError(404, 'Unknown category'),
  );
  renderIn(stores.root, <ProductListPage />);
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
  return stores;
}

it("a known category: its name as the page's heading", async () => {
  await listPage('/store/productlist?cat=green-tea');
  expect(screen.getAllByText('Green Tea').length).toBeGreaterThan(0);
});

it('an unknown ?cat=: says there is no such category, never the raw slug', async () => {
  await listPage('/store/productlist?cat=no-such-thing');
  expect(screen.getAllByText('No such category').length).toBeGreaterThan(0);
  expect(document.body.textContent).not.toContain('no-such-thing');
});

it("a category's products wait under its heading until the heading's description is in (they would be pushed down)", async () => {
  window.history.pushState({}, '', '/store/productlist?cat=green-tea');
  const stores = await loadedStores({ kind: 'desktop' });
  stores.server.on('GET', 'productManagement/categories/all', () =>
    json([{ name: 'green-tea', displayName: 'Green Tea', productCount: 3, children: [] }]),
  );
  stores.server.on('GET', 'productManagement2/products', () => json(wireProducts(3)));
  stores.server.on('GET', 'productManagement2/products/listCount', () => json({ count: 3 }));
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  stores.server.on('GET', 'productManagement2/category/green-tea', async () => {
    await answered;
    return json({ name: 'green-tea', displayName: 'Green Tea', description: 'Steamed, not roasted.', children: [] });
  });
  const flush = () =>
    act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    });
  renderIn(stores.root, <ProductListPage />);
  await flush();
  expect(screen.queryByText('Sort by')).toBeNull();
  expect(screen.queryByText('3 products')).toBeNull();
  answer();
  await flush();
  expect(screen.getByText('Steamed, not roasted.')).toBeTruthy();
  expect(screen.getByText('Sort by')).toBeTruthy();
  expect(screen.getByText('3 products')).toBeTruthy();
});

it("the cards' hearts come with the list, not seconds after it: a list page builds the shopper's lists itself", async () => {
  const stores = await listPage('/store/productlist?cat=green-tea');
  expect(stores.root.lists).not.toBeNull();
  expect(screen.getAllByText('Green Tea').length).toBeGreaterThan(0);
});
