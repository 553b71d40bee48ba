/**
 * A referral reward follows what the order still pays (server/api/models/referral-reward.ts), over
 * HTTP: a referred friend pays an order, returns all but the cheapest item, and the referrer keeps
 * only the share of the reward the order keeps of its payment; returning the rest takes it all back.
 */
import type { OrderReturns, ReturnModel } from '../../types/after-sales';
import type { AppInfo, ReferralGroup } from '../../types/api';
import type { PaymentRequestResponse, ReserveResponse } from '../../types/api';
import { keptReferralReward } from '../../server/api/models/referral-reward';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { SM, add, decide, fillPickup, newKey, plainProduct } from './checkout-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ testKnobs: true });
});
afterAll(() => server?.close());

const RT = '/ext/returns';
let n = 0;
async function shopper(c: Client): Promise<Client> {
  if (!c.jar.size) await c.prime();
  await registerShopper(c, server.app.db, {
    email: `refref${++n}@example.com`,
    password: 'long-enough',
    firstName: 'Ref',
    lastName: `Shopper${n}`,
  });
  return c;
}

const balance = async (c: Client) => (await c.get('/admin/storeCreditManagement/storeCredit')).body.balance as number;
const earned = async (c: Client) =>
  (await c.get('/admin/trackingManagement/referrer/userTracking/GeneralInfo')).body.rewardEarned as number;

async function refund(c: Client, orderID: string, lines: { line: number; quantity: number }[]): Promise<void> {
  const asked = await c.post(`${RT}/order/${orderID}`, {
    kind: 'return',
    lines,
    reason: 'changed_mind',
    note: '',
    photos: [],
  });
  expect(asked.status).toBe(201);
  const done = await c.post(`${RT}/sandbox/${(asked.body as ReturnModel).id}`, { decision: 'refund' });
  expect((done.body as ReturnModel).state).toBe('refunded');
}

test('a refund of all but the cheapest item leaves the referrer only the share of the reward the order keeps', async () => {
  const referrer = await shopper(new Client(server.origin));
  const groups = (await referrer.get('/admin/userManagement/affiliatedReferralGoups')).body as ReferralGroup[];
  const group = groups.find((g) => g.rewardPerOrder > 0)!;
  expect((await referrer.get(`/admin/userManagement/joinAffiliatedReferralGoup/${group.id}`)).status).toBe(200);
  const myID = ((await referrer.get('/common3/appInfoInit')).body as AppInfo).myID;
  const before = await balance(referrer);

  const friend = new Client(server.origin);
  await friend.prime();
  friend.jar.set('SASRFRID', myID!);
  await shopper(friend);
  const cheap = plainProduct(server.app.db, 20, 100, 400, 0);
  const dear = plainProduct(server.app.db, 20, 1000, 3000, 0);
  await add(friend, cheap, 1);
  await add(friend, dear, 2);
  await fillPickup(friend);
  const placed = await friend.post(`${SM}/reserve`, { idempotencyKey: newKey() });
  expect(placed.status).toBe(201);
  const { payUrl } = (await friend.post(`${SM}/requestOPayH5Payment`, { orderID: placed.body.orderID }))
    .body as PaymentRequestResponse;
  expect((await decide(friend, payUrl, 'approve')).status).toBe(303);
  const order = (await friend.get(`/admin/orderManagement/order/${placed.body.orderID}`)).body as ReserveResponse;
  expect(await balance(referrer)).toBe(before + group.rewardPerOrder);

  const info = (await friend.get(`${RT}/order/${order.orderID}`)).body as OrderReturns;
  const dearLine = info.lines.findIndex((l) => l.ordered === 2);
  const cheapLine = info.lines.findIndex((l) => l.ordered === 1);
  await refund(friend, order.orderID, [{ line: dearLine, quantity: 2 }]);
  const paid = order.total + order.storeCredit;
  const kept = keptReferralReward(group.rewardPerOrder, paid, 2 * info.lines[dearLine].unitRefund);
  expect(kept).toBeLessThan(group.rewardPerOrder / 2);
  expect(await balance(referrer)).toBe(before + kept);
  expect(await earned(referrer)).toBe(kept);

  // the last item too: nothing of the reward is left, and nothing is taken twice
  await refund(friend, order.orderID, [{ line: cheapLine, quantity: 1 }]);
  expect(await balance(referrer)).toBe(before);
  expect(await earned(referrer)).toBe(0);
});
