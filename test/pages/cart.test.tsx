/**
 * The cart screen's states in jsdom over the fake istore: a cart that never loaded is not called
 * empty (spec 8 ignores the error, the screen must not lie) and offers a retry; under the minimum
 * order the shortfall shows and Checkout is held back.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import CartPage from '@/pages/checkout/cart/index';
import { apiError, json } from '../support/fakeServer';
import { cartLineWire, cartWire } from '../support/checkout';
import { resetTaro } from '../support/taro';
import { CHECKOUT_CONFIG } from '../stores/checkoutHelpers';
import { setupStores } from '../stores/helpers';
import { device, loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('a cart that could not be loaded', () => {
  async function firstLoadFails() {
    window.history.pushState({}, '', '/checkout/cart');
    const stores = setupStores();
    Object.assign(stores.platform, { getDevice: () => device('mobile') });
    stores.server.on('GET', 'shoppingManagement4/myCart', () => apiError(503, 'Service unavailable'));
    await act(() => stores.root.init());
    renderIn(stores.root, <CartPage />);
    await settle();
    return stores;
  }

  it('says so with a retry, never "Your cart is empty"', async () => {
    await firstLoadFails();
    expect(screen.getByRole('alert').textContent).toContain('Your cart could not be loaded.');
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('Try again loads the cart', async () => {
    const { server } = await firstLoadFails();
    server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire()));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.queryByText('Your cart could not be loaded.')).toBeNull();
    expect(screen.getByText('Tea')).toBeTruthy();
  });

  it('a cart the server says is empty is still called empty', async () => {
    const { server } = await firstLoadFails();
    server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire([])));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });
});

describe('the minimum order', () => {
  async function cartWith(
    minOrderAmount: number,
    lines = [cartLineWire('12', { name: 'Cup', unitPrice: 850, lineTotal: 850 })],
  ) {
    window.history.pushState({}, '', '/checkout/cart');
    const stores = await loadedStores();
    stores.server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire(lines)));
    stores.server.on('GET', 'shoppingManagement4/checkoutConfig', () => json({ ...CHECKOUT_CONFIG, minOrderAmount }));
    renderIn(stores.root, <CartPage />);
    await settle();
    return stores;
  }

  it('under it: the shortfall, and Checkout held back', async () => {
    await cartWith(1000);
    expect(screen.getByText('The minimum order is CA$10.00. Add CA$1.50 more to continue.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
  });

  it('reached: no message, Checkout leads on', async () => {
    await cartWith(850);
    expect(screen.queryByText(/The minimum order is/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/checkout');
  });

  it('without the configuration the cart does not guess (the server still checks)', async () => {
    window.history.pushState({}, '', '/checkout/cart');
    const stores = await loadedStores();
    stores.server.on('GET', 'shoppingManagement4/myCart', () =>
      json(cartWire([cartLineWire('12', { unitPrice: 100, lineTotal: 100 })])),
    );
    stores.server.on('GET', 'shoppingManagement4/checkoutConfig', () => apiError(503, 'Unavailable'));
    renderIn(stores.root, <CartPage />);
    await settle();
    expect(screen.queryByText(/The minimum order is/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });
});
