import { act, fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/stores/context';
import { ProductGrid } from '@/components/product-grid';
import { setupStores } from '../stores/helpers';
import { apiError, json } from '../support/fakeServer';
import { wireProducts } from '../support/catalogue';

const PRODUCTS = 'productManagement2/products';

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    top: 0,
    left: 0,
    width: 358,
    height: 10,
    right: 358,
    bottom: 10,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  }));
});
afterEach(() => jest.restoreAllMocks());

function setup() {
  const s = setupStores();
  s.server.on('GET', `${PRODUCTS}/listCount`, () => json({ count: 20 }));
  const list = s.root.catalogue.list({ kind: 'products', cat: 'tea' });
  const view = render(
    <StoreProvider store={s.root}>
      <ProductGrid list={list} label="Tea" />
    </StoreProvider>,
  );
  return { ...s, list, ...view };
}

describe('ProductGrid', () => {
  test('card skeletons while the first page loads, then cards', async () => {
    const s = setupStores();
    let release!: () => void;
    s.server.on('GET', PRODUCTS, () => new Promise((r) => (release = () => r(json(wireProducts(12))))));
    s.server.on('GET', `${PRODUCTS}/listCount`, () => json({ count: 12 }));
    const list = s.root.catalogue.list({ kind: 'products', cat: 'tea' });
    const { container } = render(
      <StoreProvider store={s.root}>
        <ProductGrid list={list} label="Tea" />
      </StoreProvider>,
    );
    const loading = act(() => list.load());
    expect(screen.getByRole('status', { name: 'Loading products…' })).toBeTruthy();
    release();
    await loading;
    expect(container.querySelectorAll('[data-product-id]').length).toBeGreaterThan(0);
    expect(screen.getByText('You have seen all 12 products.')).toBeTruthy();
  });

  test('a failed page keeps the cards above and offers a retry that loads it', async () => {
    const { server, list, container } = setup();
    server.on('GET', PRODUCTS, (req) =>
      req.query.get('startingPosition') === '0' ? json(wireProducts(12)) : apiError(503, 'Service unavailable'),
    );
    await act(() => list.load());
    // the grid asks for page two as soon as the viewport nears the end; make sure it was asked
    await act(() => list.loadMore());
    expect(screen.getByRole('alert').textContent).toContain('The products could not be loaded.');
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect(container.querySelectorAll('[data-product-id]').length).toBeGreaterThan(0);
    server.on('GET', PRODUCTS, () => json(wireProducts(8, 13)));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(list.items).toHaveLength(20);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an unknown category is an empty state inviting back to the catalogue', async () => {
    const { server, list } = setup();
    server.on('GET', PRODUCTS, () => apiError(404, 'Unknown category: nope'));
    await act(() => list.load());
    const link = screen.getByRole('link', { name: 'Browse all products' });
    expect(link.getAttribute('href')).toBe('/store');
  });

  test('an empty list is an empty state', async () => {
    const { server, list } = setup();
    server.on('GET', PRODUCTS, () => json([]));
    await act(() => list.load());
    expect(screen.getByText('There are no products here yet.')).toBeTruthy();
  });
});
