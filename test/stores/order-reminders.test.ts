/**
 * Order reminders at Place Order in the mini-program (stores/orderReminders.ts, SubscribeStore):
 * the subscribe prompt asked in the tap itself, the grants of what was accepted, a refusal
 * remembered for the session; and placing never suffers from it: a double tap is one prompt and
 * one order, a prompt that fails still places and pays the order, WeChat's pay sheet opens only
 * after the prompt closed. Without the extension, or in a browser, nothing is asked.
 */
import type { SubscribeMessagePlatform } from '@/platform/subscribe-message';
import type { SubscribeAnswer } from '@/domain/subscribeMessages';
import { subscribeStoreOf } from '@/stores/SubscribeStore';
import { json } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { fakeShop, setupCheckout } from './checkoutHelpers';

const TEMPLATES = {
  orderPaid: 'tpl-paid',
  readyForPickup: 'tpl-ready',
  outForDelivery: 'tpl-out',
  groupResult: 'tpl-group',
};

function fakePrompt(answer: () => Promise<SubscribeAnswer | null>) {
  const requestSubscribe = jest.fn((_ids: string[]) => answer());
  return { available: true, requestSubscribe } satisfies SubscribeMessagePlatform;
}

async function miniProgram(prompt: SubscribeMessagePlatform, extensions = ['wechatSubscribe']) {
  const shop = fakeShop();
  shop.server.on('GET', 'common3/appInfoInit', () => json(appInfo({ extensions })));
  shop.server.on('GET', 'ext/wechatSubscribe/templates', () => json({ templates: TEMPLATES }));
  shop.server.on('POST', 'ext/wechatSubscribe/grants', () => json({ grants: [] }));
  const s = setupCheckout({ shop, device: 'miniProgram', deps: { nativeMiniProgram: true } });
  (s.root.platform as { subscribeMessage?: SubscribeMessagePlatform }).subscribeMessage = prompt;
  await s.root.app.init();
  s.root.session.setWechatOpenId('openid-123456');
  await s.root.payment.init();
  await subscribeStoreOf(s.root).load();
  return s;
}

const grants = (s: Awaited<ReturnType<typeof miniProgram>>) =>
  s.server.calls('ext/wechatSubscribe/grants').map((c) => JSON.parse(c.body!) as Record<string, unknown>);

test('a double tap on Place Order: one prompt (pickup: paid + ready), one order, one grant, then the pay sheet', async () => {
  let accept!: (a: SubscribeAnswer) => void;
  const prompt = fakePrompt(() => new Promise((r) => (accept = r)));
  const s = await miniProgram(prompt);
  const first = s.root.payment.placeOrder();
  const second = s.root.payment.placeOrder();
  // asked in the tap itself, before anything was awaited
  expect(prompt.requestSubscribe.mock.calls).toEqual([[['tpl-paid', 'tpl-ready']]]);
  // the order is reserved while the prompt shows; the pay sheet waits for the prompt to close
  await new Promise((r) => setTimeout(r, 20));
  expect(s.server.calls('shoppingManagement4/reserve')).toHaveLength(1);
  expect(s.deps.payment.requestWeChatPayment).not.toHaveBeenCalled();
  accept({ 'tpl-paid': 'accept', 'tpl-ready': 'reject' });
  expect(await Promise.all([first, second])).toEqual(['redirected', 'redirected']);
  expect(grants(s)).toEqual([{ orderID: '100001', accepted: ['tpl-paid'], openId: 'openid-123456' }]);
  expect(s.deps.payment.requestWeChatPayment).toHaveBeenCalledTimes(1);
  expect(s.server.calls('shoppingManagement4/reserve')).toHaveLength(1);
});

test('a prompt that fails still places and pays the order, sends no grant, and is asked again next time', async () => {
  const prompt = fakePrompt(() => Promise.reject(new Error('requestSubscribeMessage:fail')));
  const s = await miniProgram(prompt);
  expect(await s.root.payment.placeOrder()).toBe('redirected');
  expect(s.deps.payment.requestWeChatPayment).toHaveBeenCalledTimes(1);
  expect(grants(s)).toEqual([]);
  expect(subscribeStoreOf(s.root).refused).toEqual([]);
  expect(subscribeStoreOf(s.root).idsFor('orderReminders', ['orderPaid'])).toEqual(['tpl-paid']);
});

test('a refusal is remembered for the session: the next Place Order places without asking', async () => {
  const prompt = fakePrompt(() => Promise.resolve({ 'tpl-paid': 'reject', 'tpl-ready': 'reject' }));
  const s = await miniProgram(prompt);
  expect(await s.root.payment.placeOrder()).toBe('redirected');
  expect(grants(s)).toEqual([]);
  s.root.payment.pageRestored();
  s.root.payment.clearAttempt();
  expect(await s.root.payment.placeOrder()).toBe('redirected');
  expect(prompt.requestSubscribe).toHaveBeenCalledTimes(1);
  expect(s.deps.payment.requestWeChatPayment).toHaveBeenCalledTimes(2);
});

test('nothing is asked when the server does not offer the extension', async () => {
  const prompt = fakePrompt(() => Promise.resolve({}));
  const s = await miniProgram(prompt, []);
  expect(await s.root.payment.placeOrder()).toBe('redirected');
  expect(prompt.requestSubscribe).not.toHaveBeenCalled();
  expect(s.server.calls('ext/wechatSubscribe/templates')).toHaveLength(0);
});
