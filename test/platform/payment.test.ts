/** The H5 payment adapter: leaving for a pay page, back/forward cache restore, no requestPayment. */
import { NOT_SUPPORTED, createH5Payment } from '@/platform/payment';

function fakeWindow() {
  const listeners = new Map<string, (e: Event) => void>();
  return {
    location: { assign: jest.fn() },
    addEventListener: jest.fn((name: string, fn: (e: Event) => void) => listeners.set(name, fn)),
    removeEventListener: jest.fn((name: string) => listeners.delete(name)),
    fire(name: string, event: object) {
      listeners.get(name)?.(event as Event);
    },
  };
}

it('leaves for http(s) and same-origin pay pages only', () => {
  const w = fakeWindow();
  const p = createH5Payment(w);
  p.openPayPage('/sandbox/pay/opay_h5/1?attempt=x');
  p.openPayPage('https://pay.example/x');
  p.openPayPage('javascript:alert(1)');
  p.openPayPage('//evil.example/');
  expect(w.location.assign.mock.calls).toEqual([['/sandbox/pay/opay_h5/1?attempt=x'], ['https://pay.example/x']]);
});

it('requestPayment is not supported in a browser', async () => {
  const p = createH5Payment(fakeWindow());
  expect(p.canRequestWeChatPayment).toBe(false);
  expect(
    await p.requestWeChatPayment({ timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' }),
  ).toEqual({
    kind: 'fail',
    message: NOT_SUPPORTED,
  });
});

it('tells when the page comes back from the back/forward cache', () => {
  const w = fakeWindow();
  const restored = jest.fn();
  const off = createH5Payment(w).onPageRestored(restored);
  w.fire('pageshow', { persisted: false });
  expect(restored).not.toHaveBeenCalled();
  w.fire('pageshow', { persisted: true });
  expect(restored).toHaveBeenCalledTimes(1);
  off();
  expect(w.removeEventListener).toHaveBeenCalledWith('pageshow', expect.any(Function));
});
