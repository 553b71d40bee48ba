/**
 * The product page when its stock check fails: the stock line says so with Try again,
 * and trying again (the server answering now) enables Add to cart. Before, Add to cart stayed
 * disabled with no way forward but a reload.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import ProductPage from '@/pages/store/product/index';
import { apiError, json } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { renderIn } from '../components/shellHelpers';
import { productOne } from './productOne';

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

const INVENTORY = 'inventoryManagement/inventoryByProductAndOptions/1';
const inStock = {
  productId: 1,
  optionPair: null,
  available: true,
  quantity: 12,
  items: [{ optionPair: '', options: {}, quantity: 12, available: true }],
};

async function openWithFailingStock() {
  const stores = productOne(() => apiError(503, 'Service unavailable'));
  await act(() => stores.root.init());
  renderIn(stores.root, <ProductPage />);
  await settle();
  await settle();
  return stores;
}

const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

describe('product page: the stock check fails', () => {
  it('says so and offers Try again; Add to cart waits', async () => {
    await openWithFailingStock();
    expect(screen.getByText('Stock could not be checked.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(addButton().getAttribute('aria-disabled') === 'true' || addButton().hasAttribute('disabled')).toBe(true);
  });

  it('Try again checks the stock again and enables Add to cart', async () => {
    const { server } = await openWithFailingStock();
    server.on('GET', INVENTORY, () => json(inStock));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.queryByText('Stock could not be checked.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(addButton().getAttribute('aria-disabled') === 'true' || addButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('product page: a first visit whose data went out as the app started', () => {
  it('shows the product from the store started for it, without asking for it again', async () => {
    const stores = productOne(() => json(inStock));
    const { startFirstScreenData } = await import('@/stores/firstScreenData');
    const { matchRoute } = await import('@/domain/routes');
    startFirstScreenData(stores.root, matchRoute('/store/product/1'));
    await act(() => stores.root.init());
    await settle();
    renderIn(stores.root, <ProductPage />);
    await settle();
    await settle();
    expect(addButton().hasAttribute('disabled')).toBe(false);
    expect(stores.server.calls('productDetailManagement/productDetail/1')).toHaveLength(1);
  });
});
