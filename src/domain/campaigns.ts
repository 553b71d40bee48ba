/**
 * Group-buy (fission) campaign rules the screens show: the countdown text, a group's progress,
 * the state a campaign or group is in at a given moment, and the campaign routes. The server sets
 * prices, sizes, deadlines and stock; these only present them (the paid price is never computed here).
 */
import type { Locale } from '@api-types';
import { REFERRAL_PARAM } from './constants';
import { withQueryParam } from './share';

export type CampaignState = 'UPCOMING' | 'OPEN' | 'SOLD_OUT' | 'ENDED';
export type GroupState = 'OPEN' | 'COMPLETE' | 'FAILED';
export type CampaignOrderState = 'PENDING' | GroupState | 'REFUNDED';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole time left until `deadline` (ms since epoch) at `now`; all zero once passed. */
export function countdownParts(deadline: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2d 03:04:05' / '2天 03:04:05'; '03:04:05' under a day; '' once passed. */
export function formatCountdown(deadline: number, now: number, locale: Locale): string {
  if (!(deadline > now)) return '';
  const c = countdownParts(deadline, now);
  const clock = `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
  if (c.days === 0) return clock;
  return locale === 'zh' ? `${c.days}天 ${clock}` : `${c.days}d ${clock}`;
}

/** Percent (0..100, whole) of a group filled; a complete group is 100. */
export function groupProgress(members: number, size: number, state?: GroupState): number {
  if (state === 'COMPLETE') return 100;
  if (!(size > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((members * 100) / size)));
}

/**
 * The campaign's state now: the server's, except that a campaign whose end has passed on this
 * device's clock shows as ended without waiting for a reload.
 */
export function campaignStateAt(serverState: CampaignState, endsAt: number, now: number): CampaignState {
  if (Number.isFinite(endsAt) && now >= endsAt) return 'ENDED';
  return serverState;
}

/** Only an open campaign takes new groups and members. */
export function canStartGroup(state: CampaignState): boolean {
  return state === 'OPEN';
}

export type Joinability = 'joinable' | 'mine' | 'full' | 'ended';

/** Whether the shopper can join a group now; 'mine' when they are in it already. */
export function groupJoinability(
  g: { state: GroupState; needed: number; deadline: number; mine: boolean },
  now: number,
): Joinability {
  if (g.mine) return 'mine';
  if (g.state === 'COMPLETE' || g.needed <= 0) return 'full';
  if (g.state === 'FAILED' || !(g.deadline > now)) return 'ended';
  return 'joinable';
}

/** Server error codes after which the app offers a new group instead of the one asked for. */
export function offersNewGroup(code: string | undefined): boolean {
  return code === 'GROUP_FULL' || code === 'GROUP_ENDED';
}

/** Initials shown for a member (the server sends them; a blank one shows a placeholder). */
export function memberInitials(initials: string): string {
  const t = initials.trim().slice(0, 2);
  return t || '?';
}

export interface CampaignPaths {
  list: string;
  campaign: string;
  cart: string;
  checkout: string;
  payment: string;
}

/** The campaign's routes (spec 2.2), each carrying the campaign id (and the group when joining). */
export function campaignPaths(campaignId: number | string, groupId?: string | null): CampaignPaths {
  const q = `id=${encodeURIComponent(String(campaignId))}${groupId ? `&group=${encodeURIComponent(groupId)}` : ''}`;
  return {
    list: '/store/groupCampaigns',
    campaign: `/store/groupCampaign?${q}`,
    cart: `/checkout/campaignCart?${q}`,
    checkout: `/checkout/campaignCheckout?${q}`,
    payment: `/checkout/campaignPayment?${q}`,
  };
}

/** A campaign id from a route parameter: a positive whole number, else null. */
export function parseCampaignId(v: string | undefined | null): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= 2147483647 ? n : null;
}

/** A group id from a route parameter (the server's alphabet), else null. */
export function parseGroupId(v: string | undefined | null): string | null {
  return v && /^[A-Za-z0-9_-]{1,20}$/.test(v) ? v : null;
}

/**
 * The invite link to a group, the one source for every place it shows (the share sheet, the link
 * printed under a confirmation): on the page's own origin when it has one (H5), else the app path
 * (the mini-program's share takes a page path), with the sharer's referral id as rid (spec 9).
 */
export function inviteUrl(
  currentHref: string,
  campaignId: number,
  groupId: string | null,
  rid?: string | null,
): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(currentHref)?.[0] ?? '';
  const url = `${origin}${campaignPaths(campaignId, groupId).campaign}`;
  return rid ? withQueryParam(url, REFERRAL_PARAM, rid) : url;
}

/** A campaign item's stock per optionPair ('size:M|colour:Red' -> n) as stock items for the option rules (domain/options.ts). */
export function stockItemsOf(
  stockByOption: Readonly<Record<string, number>>,
): { options: Record<string, string>; quantity: number }[] {
  return Object.entries(stockByOption).map(([pair, quantity]) => {
    const options: Record<string, string> = {};
    for (const part of pair ? pair.split('|') : []) {
      const colon = part.indexOf(':');
      if (colon > 0) options[part.slice(0, colon)] = part.slice(colon + 1);
    }
    return { options, quantity };
  });
}

/** A product one can buy in an open group-buy campaign, at its group price (minor units). */
export interface GroupBuyOffer {
  campaignId: number;
  productId: number;
  groupPrice: number;
  currency: string;
}

/** The open campaigns among `campaigns` (state OPEN and not past their end at `now`). */
export function openCampaigns<T extends { state: CampaignState; endsAt: number }>(
  campaigns: readonly T[],
  now: number,
): T[] {
  return campaigns.filter((c) => canStartGroup(campaignStateAt(c.state, c.endsAt, now)));
}

/** The lowest group price of `productId` in the offers (for "Group buy from CA$x"), or null. */
export function lowestGroupBuy(offers: readonly GroupBuyOffer[], productId: number): GroupBuyOffer | null {
  let best: GroupBuyOffer | null = null;
  for (const o of offers) if (o.productId === productId && (!best || o.groupPrice < best.groupPrice)) best = o;
  return best;
}
