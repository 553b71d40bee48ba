/**
 * ConfirmationStore (spec 2.7, 3, 4, 8) with fake timers: Pending polls every 2000 ms with at most
 * one request in flight, stops on success / failure / leaving, rechecks when shown again; the
 * mini-program return; the spec's errors.
 */
import { PAYMENT_POLL_MS } from '@/domain/constants';
import { PENDING_GIVE_UP_MS, PENDING_SLOW_MS } from '@/domain/payment';
import { ConfirmationStore } from '@/stores/ConfirmationStore';
import { CHECKOUT_ATTEMPT_KEY } from '@/stores/PaymentStore';
import { apiError, json } from '../support/fakeServer';
import { orderWire } from '../support/checkout';
import { setupCheckout } from './checkoutHelpers';

const HREF = 'http://127.0.0.1/confirmation/100001?from_source=opay_h5X100001';

function visit(query: Record<string, string>, options: Parameters<typeof setupCheckout>[0] = {}) {
  const s = setupCheckout(options);
  s.shop.setStatus('100001', 'INTERIM', 'NOT_PAID');
  const store = new ConfirmationStore(s.root, { id: '100001', query, href: HREF });
  const checks = (call = 'checkOPayPaymentStatus') => s.server.calls(`shoppingManagement4/${call}`).length;
  return { ...s, store, checks };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a channel return (from_source)', () => {
  it('sends the spec 3 fields: returnUrlInfo (the page URL), orderID, status', async () => {
    const v = visit({ from_source: 'opay_h5X100001', status: 'SUCCESS' });
    await v.store.start();
    expect(JSON.parse(v.server.calls('shoppingManagement4/checkOPayPaymentStatus')[0].body!)).toEqual({
      orderID: '100001',
      returnUrlInfo: HREF,
      status: 'SUCCESS',
    });
    v.store.leave();
  });

  it('Pending polls every 2000 ms, then success with the order id from the response', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.storage.set(CHECKOUT_ATTEMPT_KEY, { key: 'co-abcdefgh', fingerprint: 'f', orderID: '100001', createdAt: 1 });
    await v.store.start();
    expect(v.store.view).toBe('pending');
    expect(v.store.channel).toBe('opay_h5');
    expect(v.checks()).toBe(1);
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
    expect(v.checks()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(v.checks()).toBe(2);
    // the server says paid, with its own id for the order
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      json({ orderID: 'A-100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }),
    );
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(v.store.view).toBe('success');
    expect(v.store.orderID).toBe('A-100001');
    expect(v.store.scheduled).toBe(false);
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    expect(v.checks()).toBe(3);
    // the attempt is over and the cart is fetched again (the server emptied it)
    expect(v.storage.get(CHECKOUT_ATTEMPT_KEY)).toBeUndefined();
    expect(v.server.calls('shoppingManagement4/myCart').length).toBeGreaterThan(0);
  });

  it('FAILED/FAILED is the failure view and polling stops', async () => {
    const v = visit({ from_source: 'snappay_h5X100001' });
    await v.store.start();
    v.shop.setStatus('100001', 'FAILED', 'FAILED');
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(v.store.view).toBe('fail');
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(v.checks('checkSnapPayPaymentStatus')).toBe(2);
  });

  it('never two requests at once: a slow answer holds the next check back', async () => {
    const v = visit({ from_source: 'iot_h5X100001' });
    let inFlight = 0;
    let most = 0;
    v.server.on('POST', 'shoppingManagement4/checkIOTPayPaymentStatus', async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5000));
      inFlight--;
      return json({ orderID: '100001', status: 'INTERIM', paymentStatus: 'NOT_PAID' });
    });
    void v.store.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(v.store.requestInFlight).toBe(true);
    // shown again while the request is on its way: no second request
    v.store.resume();
    await jest.advanceTimersByTimeAsync(4000);
    expect(v.checks('checkIOTPayPaymentStatus')).toBe(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(most).toBe(1);
    // a 5 s answer, then 2 s until the next: requests start at 0, 7, 14, 21, 28 and 35 s
    expect(v.checks('checkIOTPayPaymentStatus')).toBe(6);
    v.store.leave();
  });

  it('leaving the page clears the timer; an answer still on its way is dropped', async () => {
    const v = visit({ from_source: 'citcon_classic_h5X100001' });
    await v.store.start();
    expect(v.store.scheduled).toBe(true);
    v.store.leave();
    expect(v.store.scheduled).toBe(false);
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 10);
    expect(v.checks('checkCitconPaymentStatus')).toBe(1);

    const w = visit({ from_source: 'citcon_classic_h5X100001' });
    let release: () => void = () => undefined;
    w.server.on(
      'POST',
      'shoppingManagement4/checkCitconPaymentStatus',
      () =>
        new Promise(
          (r) => (release = () => r(json({ orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }))),
        ),
    );
    const started = w.store.start();
    await jest.advanceTimersByTimeAsync(10);
    w.store.leave();
    release();
    await started;
    expect(w.store.view).toBe('loading');
    expect(w.store.scheduled).toBe(false);
  });

  it('hidden: no rechecks; shown again: a recheck at once', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    await v.store.start();
    v.store.pause();
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
    expect(v.checks()).toBe(1);
    v.shop.setStatus('100001', 'NEW', 'PAID_ONLINE');
    v.store.resume();
    await jest.advanceTimersByTimeAsync(0);
    expect(v.checks()).toBe(2);
    expect(v.store.view).toBe('success');
  });

  it('ott_h5 rechecks with checkOttPaymentStatus (the defect the spec notes, fixed)', async () => {
    const v = visit({ from_source: 'ott_h5X100001' });
    await v.store.start();
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(v.checks('checkOttPaymentStatus')).toBe(2);
    expect(v.checks('checkSnapPayPaymentStatus')).toBe(0);
    v.store.leave();
  });

  it('pending for long: still being confirmed; then automatic rechecks stop; Check again works', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    await v.store.start();
    await jest.advanceTimersByTimeAsync(PENDING_SLOW_MS);
    expect(v.store.slow).toBe(true);
    expect(v.store.view).toBe('pending');
    await jest.advanceTimersByTimeAsync(PENDING_GIVE_UP_MS);
    expect(v.store.stopped).toBe(true);
    const n = v.checks();
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 10);
    expect(v.checks()).toBe(n);
    v.shop.setStatus('100001', 'NEW', 'PAID_ONLINE');
    v.store.checkNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(v.store.view).toBe('success');
  });

  it('a network blip keeps Pending and retries; never success without the server', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await v.store.start();
    expect(v.store.view).toBe('pending');
    expect(v.store.offline).toBe(true);
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(v.store.offline).toBe(false);
    expect(v.store.view).toBe('pending');
    v.store.leave();
  });

  it('a transaction error: error view, first message, scroll to top, no more polling', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    await v.store.start();
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      apiError(404, 'Order 100001 not found', 'second'),
    );
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(v.store.view).toBe('error');
    expect(v.store.error).toBe('Order 100001 not found');
    expect(v.deps.scrollToTop).toHaveBeenCalled();
    expect(v.store.scheduled).toBe(false);
  });

  it.each([
    [{ from_source: '' }, 'orderID error'],
    [{ from_source: 'opay_h5X' }, 'orderID error'],
    [{ from_source: 'opay_h5' }, 'orderID error'],
  ])('from_source %j -> %s, no request', async (query, error) => {
    const v = visit(query);
    await v.store.start();
    expect(v.store.view).toBe('error');
    expect(v.store.error).toBe(error);
    expect(v.server.requests).toHaveLength(0);
  });

  it("OPay without status or payment status: 'no status or no payment status'", async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      json({ orderID: '100001', status: 'INTERIM' }),
    );
    await v.store.start();
    expect(v.store.view).toBe('error');
    expect(v.store.error).toBe('no status or no payment status');
  });

  it('an unknown status pair is not called success', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      json({ orderID: '100001', status: 'CANCELLED', paymentStatus: 'NOT_PAID' }),
    );
    await v.store.start();
    expect(v.store.view).toBe('error');
    expect(v.store.unknownStatus).toBe(true);
  });
});

describe('the mini-program return (MP_paymentstatus)', () => {
  const mp = (q: Record<string, string>) => visit(q);

  it('OK with an order id -> the success call; the order id from the response', async () => {
    const v = mp({ MP_paymentstatus: 'OK', orderID: '100001', wmpoid: 'openid-123456' });
    await v.store.start();
    expect(JSON.parse(v.server.calls('shoppingManagement4/processWeChatMiniProgramPayment/success')[0].body!)).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-123456',
    });
    expect(v.store.view).toBe('success');
    expect(v.store.orderID).toBe('100001');
  });

  it('FAIL with a message -> the error report, then failure', async () => {
    const v = mp({ MP_paymentstatus: 'FAIL', message: 'no balance', orderID: '100001', wmpoid: 'openid-123456' });
    await v.store.start();
    expect(JSON.parse(v.server.calls('shoppingManagement4/processWeChatMiniProgramPayment/error')[0].body!)).toEqual({
      orderID: '100001',
      weChatOpenId: 'openid-123456',
      errorMessage: 'no balance',
    });
    expect(v.store.view).toBe('fail');
  });

  it('a missing status only shows the failure view', async () => {
    const v = mp({ MP_paymentstatus: '', orderID: '100001', wmpoid: 'openid-123456' });
    await v.store.start();
    expect(v.store.view).toBe('fail');
    expect(v.server.requests.filter((r) => r.url.includes('processWeChatMiniProgramPayment'))).toHaveLength(0);
  });

  it.each([
    [{ MP_paymentstatus: 'OK', wmpoid: 'openid-123456' }, 'miniProgram OrderID error'],
    [{ MP_paymentstatus: 'OK', orderID: '100001' }, 'no WechatOpenID'],
  ])('%j -> %s', async (query, error) => {
    const v = mp(query);
    await v.store.start();
    expect(v.store.view).toBe('error');
    expect(v.store.error).toBe(error);
  });

  const SUCCESS = 'shoppingManagement4/processWeChatMiniProgramPayment/success';
  const reports = (v: ReturnType<typeof mp>) => v.server.calls(SUCCESS).length;
  const paid = { MP_paymentstatus: 'OK', orderID: '100001', wmpoid: 'openid-123456' };

  it.each([
    ['no response (network error)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server fault (503)', () => apiError(503, 'Service unavailable')],
    ['a server fault (500)', () => apiError(500, 'Internal error')],
  ])(
    'the success report meets %s: Pending, the report sent again every 2000 ms, then success',
    async (_name, fault) => {
      const v = mp(paid);
      v.server.on('POST', SUCCESS, fault);
      await v.store.start();
      expect(v.store.view).toBe('pending');
      expect(v.store.offline).toBe(true);
      expect(v.store.error).toBeNull();
      expect(v.store.orderID).toBe('100001');
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
      expect(reports(v)).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(reports(v)).toBe(2);
      expect(v.store.view).toBe('pending');
      // the server is back: the same report, the same body, now answered
      v.server.on('POST', SUCCESS, () => json({ orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }));
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
      expect(reports(v)).toBe(3);
      expect(v.server.calls(SUCCESS).map((r) => JSON.parse(r.body!))).toEqual(
        Array(3).fill({ orderID: '100001', weChatOpenId: 'openid-123456' }),
      );
      expect(v.store.view).toBe('success');
      expect(v.store.offline).toBe(false);
      expect(v.store.scheduled).toBe(false);
      expect(v.deps.scrollToTop).not.toHaveBeenCalled();
    },
  );

  it('a report that never gets through: bounded retries, then still being confirmed with the order; Check again resends it', async () => {
    const v = mp(paid);
    v.server.on('POST', SUCCESS, () => apiError(502, 'Bad gateway'));
    await v.store.start();
    await jest.advanceTimersByTimeAsync(PENDING_SLOW_MS);
    expect(v.store.view).toBe('pending');
    expect(v.store.slow).toBe(true);
    expect(v.store.orderID).toBe('100001');
    await jest.advanceTimersByTimeAsync(PENDING_GIVE_UP_MS);
    expect(v.store.stopped).toBe(true);
    expect(v.store.scheduled).toBe(false);
    const n = reports(v);
    // one report per 2 s until giving up, never more
    expect(n).toBeLessThanOrEqual(PENDING_GIVE_UP_MS / PAYMENT_POLL_MS + 1);
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 10);
    expect(reports(v)).toBe(n);
    v.server.on('POST', SUCCESS, () => json({ orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }));
    v.store.checkNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(reports(v)).toBe(n + 1);
    expect(v.store.view).toBe('success');
  });

  it('once the report is answered (still pending), rechecks read the order instead of reporting again', async () => {
    const v = mp(paid);
    v.server.on('POST', SUCCESS, () => json({ orderID: '100001', status: 'INTERIM', paymentStatus: 'NOT_PAID' }));
    v.server.on('GET', 'admin/orderManagement/order/100001', () =>
      json(orderWire({ status: 'NEW', paymentStatus: 'PAID_ONLINE' })),
    );
    await v.store.start();
    expect(v.store.view).toBe('pending');
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(reports(v)).toBe(1);
    // one recheck, then the receipt's read of the paid order
    expect(v.server.calls('admin/orderManagement/order/100001')).toHaveLength(2);
    expect(v.store.view).toBe('success');
  });

  it.each([400, 404, 409, 422])(
    'a refused report (%i) is an error: first message, scroll to top, no retry',
    async (status) => {
      const v = mp(paid);
      v.server.on('POST', SUCCESS, () =>
        apiError(status, 'No mini-program payment was requested for this order', 'second'),
      );
      await v.store.start();
      expect(v.store.view).toBe('error');
      expect(v.store.error).toBe('No mini-program payment was requested for this order');
      expect(v.deps.scrollToTop).toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5);
      expect(reports(v)).toBe(1);
    },
  );

  it("the session's open id stands in for a missing wmpoid", async () => {
    const v = mp({ MP_paymentstatus: 'OK', orderID: '100001' });
    v.root.session.setWechatOpenId('openid-from-session');
    await v.store.start();
    expect(v.store.view).toBe('success');
  });
});

describe('the receipt', () => {
  it('on success the paid order is read for the receipt, and a guest gets the link that reopens it', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.server.on('GET', 'admin/orderManagement/order/100001', () =>
      json(orderWire({ status: 'NEW', paymentStatus: 'PAID_ONLINE', paymentMethod: 'CARD' })),
    );
    v.server.on('POST', 'admin/orderManagement/order/100001/receiptLink', () =>
      json({ orderID: '100001', link: '/user/orders?orderID=100001&token=abcdefghij' }),
    );
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      json({ orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }),
    );
    await v.store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(v.store.view).toBe('success');
    expect(v.store.order?.paymentMethod).toBe('CARD');
    expect(v.store.receiptLink).toBe('/user/orders?orderID=100001&token=abcdefghij');
    v.store.leave();
  });

  it('a receipt that cannot be read leaves the spec’s success view as it is', async () => {
    const v = visit({ from_source: 'opay_h5X100001' });
    v.server.on('GET', 'admin/orderManagement/order/100001', () => apiError(500, 'SERVER', 'down'));
    v.server.on('POST', 'shoppingManagement4/checkOPayPaymentStatus', () =>
      json({ orderID: '100001', status: 'NEW', paymentStatus: 'PAID_ONLINE' }),
    );
    await v.store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect([v.store.view, v.store.orderID, v.store.order, v.store.receiptLink, v.store.error]).toEqual([
      'success',
      '100001',
      null,
      null,
      null,
    ]);
    expect(v.server.calls('admin/orderManagement/order/100001/receiptLink')).toHaveLength(0);
    v.store.leave();
  });
});

describe('opened without from_source (another device, a bookmark): the order says its state', () => {
  it("a paid order read by its owner: 'Order Success!' with the order, no channel call, this device's checkout untouched", async () => {
    const v = visit({});
    v.server.on('GET', 'admin/orderManagement/order/100001', () =>
      json(
        orderWire({ status: 'NEW', paymentStatus: 'PAID_ONLINE', paymentChannel: 'opay_h5', paymentMethod: 'CARD' }),
      ),
    );
    v.storage.set(CHECKOUT_ATTEMPT_KEY, { key: 'co-abcdefgh', fingerprint: 'f', orderID: '200002', createdAt: 1 });
    await v.store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(v.store.view).toBe('success');
    expect(v.store.orderID).toBe('100001');
    expect(v.store.error).toBeNull();
    expect(v.checks()).toBe(0);
    expect(v.storage.get(CHECKOUT_ATTEMPT_KEY)).toBeDefined();
    v.store.leave();
  });

  it("the receipt link's token goes with the read", async () => {
    const v = visit({ token: 'abcdefghijkl' });
    v.server.on('GET', 'admin/orderManagement/order/100001', () =>
      json(orderWire({ status: 'FAILED', paymentStatus: 'FAILED' })),
    );
    await v.store.start();
    expect(v.server.calls('admin/orderManagement/order/100001')[0].url).toContain('token=abcdefghijkl');
    expect(v.store.view).toBe('fail');
  });

  it("someone else's order (or none): says plainly how to see it, not 'orderID error'", async () => {
    const v = visit({});
    v.server.on('GET', 'admin/orderManagement/order/100001', () => apiError(404, 'Order 100001 not found'));
    await v.store.start();
    expect(v.store.view).toBe('error');
    expect(v.store.needsSignIn).toBe(true);
    expect(v.store.error).not.toBe('orderID error');
  });
});
