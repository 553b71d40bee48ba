/**
 * Interaction latency: choosing a size and adding to the cart re-render what shows the
 * choice (price, stock, picker, button), not the whole product page. Before, the page itself read
 * the selection, quantity and "adding" flag, so every tap re-rendered its pictures, description,
 * specs and related products too (about 130 components per tap at 4x CPU).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import ProductPage from '@/pages/store/product/index';
import { json } from '../support/fakeServer';
import { wireProduct } from '../support/catalogue';
import { cartLineWire, cartWire } from '../support/checkout';
import { componentRenders, headerRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, renderIn } from '../components/shellHelpers';

// The real description, counted: it renders whenever the page body does.
jest.mock('@/components/rich-description', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/components/rich-description', 'RichDescription'),
);

jest.mock('@/domain/header', () =>
  jest.requireActual<typeof import('../support/renderCounts')>('../support/renderCounts').countingHeaderDomain(),
);

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

const SIZES = {
  name: 'size',
  displayName: 'Size',
  values: [
    { value: 'Small', displayName: 'Small' },
    { value: 'Large', displayName: 'Large' },
  ],
};

function stockOf(pair: string | null) {
  const items = ['size:Small', 'size:Large']
    .filter((p) => !pair || p === pair)
    .map((p) => ({ optionPair: p, options: { size: p.split(':')[1] }, quantity: 9, available: true }));
  return { productId: 1, optionPair: pair, available: true, quantity: 9 * items.length, items };
}

it('choosing a size and adding to the cart do not re-render the rest of the page, nor the header', async () => {
  window.history.pushState({}, '', '/store/product/1');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'productDetailManagement/productDetail/1', () =>
    json({ ...wireProduct(1, { hasOptions: true }), description: '<p>Tea</p>', options: [SIZES], specs: [] }),
  );
  stores.server.on('GET', 'productManagement2/products/relatedProducts/1', () => json([]));
  stores.server.on('GET', 'inventoryManagement/inventoryByProductAndOptions/1', (req) =>
    json(stockOf(req.query.get('optionPair'))),
  );
  stores.server.on('POST', 'shoppingManagement4/myCart', () => json(cartWire([cartLineWire('1')])));
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductPage />);
  await settle();
  await settle();
  expect(screen.getByText('Tea')).toBeTruthy();
  const before = { description: componentRenders.RichDescription ?? 0, header: headerRenders.count };

  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: /Small/ }));
  });
  await settle();
  expect(screen.getByRole('radio', { name: /Small/ }).getAttribute('aria-checked')).toBe('true');
  expect((componentRenders.RichDescription ?? 0) - before.description).toBe(0);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  });
  await settle();
  expect(screen.getByText('Added to your cart.')).toBeTruthy();

  expect((componentRenders.RichDescription ?? 0) - before.description).toBe(0);
  // the cart's count changed: its link and badge show it, the rest of the header stays
  expect(document.querySelector('.site-header__cart')?.getAttribute('aria-label')).toBe('Cart, 1 item');
  expect(headerRenders.count - before.header).toBe(0);
});
