/**
 * The order page /user/orders?orderID= in jsdom over the fake istore: the receipt
 * (lines, summary, method, pickup), cancel asks for confirmation first, and a receipt link's token
 * is sent with the read (and offers no cancel to whoever holds the link).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import OrdersPage from '@/pages/user/orders/index';
import { json } from '../support/fakeServer';
import { orderWire } from '../support/checkout';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

async function orderPage(url: string, order = orderWire()) {
  window.history.pushState({}, '', url);
  const stores = await loadedStores();
  stores.server.on('GET', 'admin/orderManagement/order/100001', () => json(order));
  stores.server.on('PUT', 'admin/orderManagement/cancelOrder/100001', () => json({ ...order, status: 'CANCELLED' }));
  renderIn(stores.root, <OrdersPage />);
  await screen.findByTestId('receipt');
  return stores;
}

it('an unpaid order: the receipt shows how it will be paid; Cancel asks first, and only Cancel the order cancels', async () => {
  const { server } = await orderPage('/user/orders?orderID=100001');
  expect(screen.getByTestId('charged').textContent).toMatch(/^You will be charged CA\$[\d.]+ \(CAD\)\.$/);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
  });
  expect(screen.getByRole('dialog', { name: 'Cancel order 100001?' })).toBeTruthy();
  expect(server.calls('admin/orderManagement/cancelOrder/100001', 'PUT')).toHaveLength(0);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(server.calls('admin/orderManagement/cancelOrder/100001', 'PUT')).toHaveLength(0);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
  });
  expect(server.calls('admin/orderManagement/cancelOrder/100001', 'PUT')).toHaveLength(1);
});

it('a receipt link: the token goes with the read; the paid order shows what was charged and how, no cancel', async () => {
  const { server } = await orderPage(
    '/user/orders?orderID=100001&token=abcdefghijkl',
    orderWire({ status: 'NEW', paymentStatus: 'PAID_ONLINE', paymentChannel: 'opay_h5', paymentMethod: 'CARD' }),
  );
  expect(server.calls('admin/orderManagement/order/100001')[0].url).toContain('token=abcdefghijkl');
  expect(screen.getByTestId('paid-with').textContent).toBe('Payment: Card (Visa, Mastercard, Amex)');
  expect(screen.getByTestId('charged').textContent).toMatch(/^Charged: CA\$[\d.]+ \(CAD\)\.$/);
  expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
});

describe("a paid order's detail speaks the shopper's words on the store's clock", () => {
  const paidAt = '2026-01-15T03:30:00.000Z'; // 22:30 the evening before in Toronto
  const commentAt = '2026-01-15T04:05:00.000Z'; // 23:05 in Toronto
  async function paidOrder(locale: 'en' | 'zh') {
    window.history.pushState({}, '', '/user/orders?orderID=100001');
    const stores = await loadedStores({
      info: { currentLocale: locale } as never,
      storage: { 'istore.session': { locale } },
    });
    stores.server.on('GET', 'admin/orderManagement/order/100001', () =>
      json(
        orderWire({
          status: 'NEW',
          paymentStatus: 'PAID_ONLINE',
          paymentChannel: 'opay_h5',
          paymentMethod: 'CARD',
          paidAt,
          comments: [{ comment: 'Lovely tea', createdAt: commentAt }],
        }),
      ),
    );
    stores.server.on('POST', 'common3/timeZoneInfo/GMT', (req) =>
      json({
        timeZone: 'America/Toronto',
        offsetMinutes: -300,
        now: {},
        instants: (req.json as { instants: string[] }).instants.map((instant) => ({
          instant,
          date: '2026-01-14',
          time: instant === paidAt ? '22:30' : instant === commentAt ? '23:05' : '12:00',
        })),
      }),
    );
    renderIn(stores.root, <OrdersPage />);
    await screen.findByTestId('receipt');
    await act(() => new Promise((r) => setTimeout(r, 0)));
    return document.body.textContent ?? '';
  }

  it('en: the method chosen and the date as the store shows dates, comment times on the same clock', async () => {
    const text = await paidOrder('en');
    expect(text).toContain('Paid with Card (Visa, Mastercard, Amex) on Wed, Jan 14 22:30');
    expect(text).not.toMatch(/opay|2026-01-1/);
    expect(text).toContain('Wed, Jan 14 23:05');
  });

  it('zh: the same in Chinese, no processor name', async () => {
    const text = await paidOrder('zh');
    expect(text).not.toMatch(/opay|2026-01-1/);
    expect(text).toContain('1月14日');
    expect(text).toMatch(/通过 银行卡/);
  });
});

it('a Chinese name is shown family name first', async () => {
  await orderPage(
    '/user/orders?orderID=100001',
    orderWire({ contact: { firstName: '美', lastName: '陈', email: 'mei@example.com', phone: '416 555 0123' } }),
  );
  expect(document.body.textContent).toContain('陈美 · mei@example.com');
  expect(document.body.textContent).not.toContain('美 陈');
});
