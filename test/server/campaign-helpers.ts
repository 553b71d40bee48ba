/**
 * Group-buy orders over real HTTP for the server and mini-program tests: the campaign cart with
 * one item, pickup checkout on it, reserve, and the sandbox payment approved.
 */
import type { CampaignProductItem, CheckoutConfig, PaymentRequestResponse } from '../../types/api';
import type { Client, Res } from './helpers';
import { CONTACT, SM, decide, newKey } from './checkout-helpers';

export async function campaignItems(c: Client, id: number): Promise<CampaignProductItem[]> {
  return (await c.get(`/productManagement2/campaignProductItem/list/all?fissionCampaignId=${id}`)).body;
}

/** Campaign cart with the first item, pickup checkout on it, reserve (returns the reserve answer). */
export async function placeGroupOrder(
  c: Client,
  campaignId: number,
  groupId: string | null,
  key = newKey(),
  contact: { firstName: string; lastName: string; email: string } = CONTACT,
): Promise<Res> {
  const item = (await campaignItems(c, campaignId)).find((i) => i.options.length === 0)!;
  const added = await c.post(`${SM}/myCart/fc/${campaignId}`, { campaignProductItemId: item.id, quantity: 1, groupId });
  if (added.status !== 200) return added;
  const q = `fissionCampaignId=${campaignId}`;
  const config = (await c.get(`${SM}/checkoutConfig`)).body as CheckoutConfig;
  const store = config.pickupLocations[0];
  await c.post(`${SM}/updateOrderMethod?${q}`, { orderMethod: 'PICKUP', locationId: store.id });
  const day = config.pickupTimeSlots[0];
  await c.post(`${SM}/orderPickupDateTime?${q}`, { date: day.date, time: day.slots[0].start });
  await c.post(
    `${SM}/orderContactInfo?${q}&methodName=PICKUP&localStoreName=${encodeURIComponent(store.localStoreName)}`,
    { ...contact, phone: CONTACT.phone },
  );
  return c.post(`${SM}/reserve?${q}`, { idempotencyKey: key });
}

/** Places a group order and approves its payment; returns the order id. */
export async function placeAndPay(
  c: Client,
  campaignId: number,
  groupId: string | null,
  contact?: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const res = await placeGroupOrder(c, campaignId, groupId, newKey(), contact);
  if (res.status !== 201) throw new Error(`reserve: ${res.status} ${res.text}`);
  const { payUrl } = (await c.post(`${SM}/requestOPayH5Payment`, { orderID: res.body.orderID }))
    .body as PaymentRequestResponse;
  await decide(c, payUrl, 'approve');
  return res.body.orderID as string;
}
