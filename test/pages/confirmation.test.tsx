/**
 * The confirmation page (spec 2.7) rendered in jsdom over the fake istore: the views and their
 * buttons by login state, the Pending heading, and no rechecks once the page is gone.
 */
import { act, screen } from '@testing-library/react';
import ConfirmationPage from '@/pages/confirmation/index';
import { PAYMENT_POLL_MS } from '@/domain/constants';
import { apiError, json } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { SIGNED_IN, loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());
afterEach(() => jest.useRealTimers());

async function open(url: string, answer: Record<string, unknown> | null, signedIn = false) {
  window.history.pushState({}, '', url);
  const stores = await loadedStores({
    info: signedIn ? SIGNED_IN : {},
    location: { path: url.split('?')[0], href: `http://localhost${url}`, search: `?${url.split('?')[1] ?? ''}` },
  });
  if (answer) stores.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () => json(answer));
  const view = renderIn(stores.root, <ConfirmationPage />);
  await act(async () => {
    await Promise.resolve();
  });
  return { ...stores, view };
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

it("success, signed in: 'Order Success!', the order id from the response, order detail and My Account", async () => {
  await open(
    '/confirmation/100001?from_source=opay_h5X100001',
    { orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' },
    true,
  );
  expect(await screen.findByRole('heading', { name: 'Order Success!' })).toBeTruthy();
  expect(screen.getByText('A receipt has been emailed to you.')).toBeTruthy();
  expect(screen.getByText('Order ID: 100001')).toBeTruthy();
  expect(href('Check Order Detail')).toBe('/user/orders?orderID=100001');
  expect(screen.getAllByRole('link', { name: 'My Account' }).some((a) => a.getAttribute('href') === '/user/list')).toBe(
    true,
  );
  expect(href('Continue Shopping')).toBe('/store');
  expect(screen.queryByRole('link', { name: 'Check Order Detail' })).toBeTruthy();
});

it('success, not signed in: Register instead', async () => {
  await open('/confirmation/100001?from_source=opay_h5X100001', {
    orderID: '100001',
    status: 'NEW',
    paymentStatus: 'PAID_ONLINE',
  });
  await screen.findByRole('heading', { name: 'Order Success!' });
  expect(screen.queryByRole('link', { name: 'Check Order Detail' })).toBeNull();
  expect(
    screen.getAllByRole('link', { name: 'Register' }).some((a) => a.getAttribute('href') === '/account/signup'),
  ).toBe(true);
});

it("failure: 'Payment Failed' with 'Back to Cart' (/checkout)", async () => {
  await open('/confirmation/100001?from_source=opay_h5X100001', {
    orderID: '100001',
    status: 'FAILED',
    paymentStatus: 'FAILED',
  });
  await screen.findByRole('heading', { name: 'Payment Failed' });
  expect(href('Back to Cart')).toBe('/checkout');
});

it("errors: 'orderID error' without an order id", async () => {
  await open('/confirmation/100001?from_source=opay_h5X', null);
  expect((await screen.findByRole('alert')).textContent).toBe('orderID error');
  expect(href('Back to Cart')).toBe('/checkout');
});

it('opened without from_source by someone who may not read the order: how to see it, with Sign In', async () => {
  const { server } = await open('/confirmation/100001', null);
  server.on('GET', 'admin/orderManagement/order/100001', () => apiError(404, 'Order 100001 not found'));
  const alert = await screen.findByText(/can be seen after signing in/);
  expect(alert.textContent).not.toContain('orderID error');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order 100001');
  const signIn = screen.getAllByRole('link', { name: 'Sign In' }).map((a) => a.getAttribute('href'));
  expect(signIn).toContain('/account/login?redirect=' + encodeURIComponent('/user/orders?orderID=100001'));
});

it("pending: '{channel} Submit Payment...'; leaving the page stops the rechecks", async () => {
  jest.useFakeTimers();
  const { server, view } = await open('/confirmation/100001?from_source=opay_h5X100001', {
    orderID: '100001',
    status: 'INTERIM',
    paymentStatus: 'NOT_PAID',
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByRole('heading', { name: 'OPay Submit Payment...' })).toBeTruthy();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
  });
  const n = server.calls('shoppingManagement4/checkOPayPaymentStatus').length;
  expect(n).toBe(2);
  view.unmount();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
  });
  expect(server.calls('shoppingManagement4/checkOPayPaymentStatus')).toHaveLength(n);
});
