/**
 * The cart and payment screens in jsdom over the fake istore: lines, stepper, remove, totals,
 * the location-change note, the empty state; Place Order disabled while placing, one order.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import CartPage from '@/pages/checkout/cart/index';
import PaymentPage from '@/pages/checkout/payment/index';
import { json } from '../support/fakeServer';
import { billingWire, cartLineWire, cartWire, orderWire } from '../support/checkout';
import { resetTaro } from '../support/taro';
import { CHANNELS, CHECKOUT_CONFIG, DELIVERY_CONFIG } from '../stores/checkoutHelpers';
import { loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

async function cartPage(url = '/checkout/cart') {
  window.history.pushState({}, '', url);
  const stores = await loadedStores();
  stores.server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire()));
  stores.server.on('PUT', 'shoppingManagement4/myCart', (req) => {
    const q = (req.json as { quantity: number }).quantity;
    return json(
      cartWire([
        cartLineWire('11', {
          name: 'Tea',
          optionPair: 'size:M|colour:Red',
          quantity: q,
          unitPrice: 1299,
          lineTotal: 1299 * q,
        }),
        cartLineWire('12', { name: 'Cup', unitPrice: 850, lineTotal: 850 }),
      ]),
    );
  });
  stores.server.on('POST', 'shoppingManagement4/myCart/delete', () => json(cartWire([])));
  renderIn(stores.root, <CartPage />);
  await act(async () => {
    await stores.root.cart.fetch();
  });
  return stores;
}

it('shows each line with options, quantity and price, and the totals', async () => {
  await cartPage();
  const lines = within(screen.getByRole('list', { name: 'Your cart' })).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]).getByText('Tea')).toBeTruthy();
  expect(within(lines[0]).getByText('Size: M · Colour: Red')).toBeTruthy();
  expect(within(lines[0]).getByText('CA$25.98')).toBeTruthy();
  expect(screen.getByTestId('subtotal').textContent).toContain('CA$34.48');
  expect(screen.getByTestId('total').textContent).toContain('CA$36.20');
  expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/checkout');
});

it('the stepper and Remove change the cart; an emptied cart invites back to the store', async () => {
  const { server } = await cartPage();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'One more Tea' }));
  });
  expect(JSON.parse(server.calls('shoppingManagement4/myCart', 'PUT')[0].body!)).toEqual({ lineId: '11', quantity: 3 });
  expect(screen.getByText('CA$38.97')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cup from the cart' }));
  });
  expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/store');
});

it('locationChange=true explains what changed', async () => {
  await cartPage('/checkout/cart?locationChange=true');
  expect(screen.getByText(/Your store location is now .*please check it before you continue\./)).toBeTruthy();
});

it('Place Order: disabled while placing; tapped three times, one order', async () => {
  window.history.pushState({}, '', '/checkout/payment');
  const stores = await loadedStores();
  const { server, root } = stores;
  server.on('GET', 'shoppingManagement4/checkoutConfig', () => json(CHECKOUT_CONFIG));
  server.on('GET', 'shoppingManagement4/paymentConfig', () =>
    json({ currency: 'CAD', sandbox: true, channels: CHANNELS }),
  );
  server.on('GET', 'shoppingManagement4/localDeliveryConfig', () => json(DELIVERY_CONFIG));
  server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire()));
  let release: () => void = () => undefined;
  server.on(
    'POST',
    'shoppingManagement4/reserve',
    () => new Promise((r) => (release = () => r(json({ ...orderWire(), created: true }, 201)))),
  );
  server.on('POST', 'shoppingManagement4/requestOPayH5Payment', () =>
    json({ orderID: '100001', payUrl: '/sandbox/pay/opay_h5/100001?attempt=a' }),
  );
  const assign = jest.fn();
  Object.assign(root.checkoutDeps.payment, { openPayPage: assign });
  renderIn(root, <PaymentPage />);
  const button = await screen.findByRole('button', { name: /Place Order · Pay CA\$36\.20 \(CAD\)/ });
  expect(screen.getByRole('radio', { name: 'Card (Visa, Mastercard, Amex)' })).toHaveProperty('checked', true);
  await act(async () => {
    fireEvent.click(button);
  });
  const placing = screen.getByRole('button', { name: /Placing your order/ });
  expect(placing).toHaveProperty('disabled', true);
  fireEvent.click(placing);
  await act(async () => {
    void root.payment.placeOrder();
    release();
    await Promise.resolve();
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  expect(server.calls('shoppingManagement4/reserve')).toHaveLength(1);
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('/sandbox/pay/opay_h5/100001?attempt=a');
});
