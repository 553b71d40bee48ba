import {
  campaignPaths,
  lowestGroupBuy,
  openCampaigns,
  type CampaignState,
  campaignStateAt,
  canStartGroup,
  countdownParts,
  formatCountdown,
  groupJoinability,
  groupProgress,
  inviteUrl,
  memberInitials,
  offersNewGroup,
  parseCampaignId,
  parseGroupId,
  stockItemsOf,
} from '@/domain/campaigns';
import { shareUrl } from '@/domain/share';

const T = Date.UTC(2026, 10, 23, 12, 0, 0);
const S = 1000;
const H = 3600 * S;
const D = 24 * H;

describe('countdown: days, then hh:mm:ss; nothing once passed', () => {
  it.each([
    [2 * D + 3 * H + 4 * 60 * S + 5 * S, 'en', '2d 03:04:05'],
    [2 * D + 3 * H + 4 * 60 * S + 5 * S, 'zh', '2天 03:04:05'],
    [D, 'en', '1d 00:00:00'],
    [D - S, 'en', '23:59:59'],
    [59 * S, 'zh', '00:00:59'],
    [999, 'en', '00:00:00'],
    [0, 'en', ''],
    [-5 * S, 'zh', ''],
  ] as const)('%d ms left (%s) -> %j', (left, locale, text) => {
    expect(formatCountdown(T + left, T, locale)).toBe(text);
  });

  it('parts never go negative', () => {
    expect(countdownParts(T - H, T)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(T + 90 * 60 * S, T)).toEqual({ days: 0, hours: 1, minutes: 30, seconds: 0 });
  });
});

describe('group progress: whole percent of the size filled', () => {
  it.each([
    [0, 2, undefined, 0],
    [1, 2, undefined, 50],
    [2, 3, undefined, 66],
    [3, 3, undefined, 100],
    [5, 3, undefined, 100],
    [1, 3, 'COMPLETE', 100],
    [1, 0, undefined, 0],
  ] as const)('%d of %d (%s) -> %d%%', (members, size, state, pct) => {
    expect(groupProgress(members, size, state)).toBe(pct);
  });
});

describe('campaign state at a moment: the end passing on this clock shows ended', () => {
  it.each([
    ['OPEN', T + H, T, 'OPEN', true],
    ['OPEN', T, T, 'ENDED', false],
    ['SOLD_OUT', T + H, T, 'SOLD_OUT', false],
    ['UPCOMING', T + D, T, 'UPCOMING', false],
    ['OPEN', NaN, T, 'OPEN', true],
  ] as const)('%s ending %d at %d -> %s (new groups: %s)', (server, endsAt, now, state, starts) => {
    expect(campaignStateAt(server, endsAt, now)).toBe(state);
    expect(canStartGroup(campaignStateAt(server, endsAt, now))).toBe(starts);
  });
});

describe('joining a group', () => {
  const g = { state: 'OPEN' as const, needed: 1, deadline: T + H, mine: false };
  it.each([
    [g, 'joinable'],
    [{ ...g, mine: true }, 'mine'],
    [{ ...g, needed: 0 }, 'full'],
    [{ ...g, state: 'COMPLETE' as const }, 'full'],
    [{ ...g, deadline: T }, 'ended'],
    [{ ...g, state: 'FAILED' as const }, 'ended'],
  ])('%j -> %s', (group, expected) => {
    expect(groupJoinability(group, T)).toBe(expected);
  });

  it.each([
    ['GROUP_FULL', true],
    ['GROUP_ENDED', true],
    ['CAMPAIGN_ENDED', false],
    ['CONFLICT', false],
    [undefined, false],
  ])('error %s offers a new group: %s', (code, offers) => {
    expect(offersNewGroup(code)).toBe(offers);
  });
});

describe('campaign routes and parameters', () => {
  it('every campaign route carries the id, and the group when joining', () => {
    expect(campaignPaths(3)).toEqual({
      list: '/store/groupCampaigns',
      campaign: '/store/groupCampaign?id=3',
      cart: '/checkout/campaignCart?id=3',
      checkout: '/checkout/campaignCheckout?id=3',
      payment: '/checkout/campaignPayment?id=3',
    });
    expect(campaignPaths('3', 'a_B-9').payment).toBe('/checkout/campaignPayment?id=3&group=a_B-9');
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999', null],
    [undefined, null],
  ])('campaign id %j -> %j', (raw, id) => {
    expect(parseCampaignId(raw)).toBe(id);
  });

  it.each([
    ['Ab_9-x', 'Ab_9-x'],
    ['a b', null],
    ['<x>', null],
    ['', null],
    ['x'.repeat(21), null],
  ])('group id %j -> %j', (raw, id) => {
    expect(parseGroupId(raw)).toBe(id);
  });

  it.each([
    ['AT', 'AT'],
    [' 李 ', '李'],
    ['', '?'],
  ])('initials %j -> %j', (raw, shown) => {
    expect(memberInitials(raw)).toBe(shown);
  });
});

describe('invite link', () => {
  it.each([
    [
      'https://shop.example/store/groupCampaign?id=1',
      1,
      'g1',
      'https://shop.example/store/groupCampaign?id=1&group=g1',
    ],
    [
      'http://127.0.0.1:8080/checkout/campaignPayment?id=2#x',
      2,
      null,
      'http://127.0.0.1:8080/store/groupCampaign?id=2',
    ],
    ['/pages/store/group-campaign/index?id=3', 3, 'g', '/store/groupCampaign?id=3&group=g'],
  ])('%s (campaign %d, group %s) -> %s', (href, id, group, url) => {
    expect(inviteUrl(href, id, group)).toBe(url);
  });

  // with the sharer's referral id, as the share sheet sends it: the printed link is the same one
  it.each([
    [
      'https://shop.example/confirmation/7?from_source=x',
      1,
      'g1',
      'U42',
      'https://shop.example/store/groupCampaign?id=1&group=g1&rid=U42',
    ],
    [
      'https://shop.example/store/groupCampaign?id=1&rid=OLD',
      1,
      null,
      'U42',
      'https://shop.example/store/groupCampaign?id=1&rid=U42',
    ],
    ['/pages/confirmation/index?id=7', 3, 'g', 'a b', '/store/groupCampaign?id=3&group=g&rid=a%20b'],
    ['https://shop.example/x', 2, 'g', '', 'https://shop.example/store/groupCampaign?id=2&group=g'],
  ])('%s (campaign %d, group %s, rid %s) -> %s', (href, id, group, rid, url) => {
    expect(inviteUrl(href, id, group, rid)).toBe(url);
    // the share widget (web links) applies the rid again: the link it sends is the same
    if (url.startsWith('http')) expect(shareUrl(inviteUrl(href, id, group, rid), href, rid || null)).toBe(url);
  });
});

describe('stock per option combination', () => {
  it.each([
    [{ '': 4 }, [{ options: {}, quantity: 4 }]],
    [
      { 'size:Small|colour:White': 2, 'size:Large|colour:White': 0 },
      [
        { options: { size: 'Small', colour: 'White' }, quantity: 2 },
        { options: { size: 'Large', colour: 'White' }, quantity: 0 },
      ],
    ],
    [{}, []],
  ])('%j', (byOption, items) => {
    expect(stockItemsOf(byOption)).toEqual(items);
  });
});

describe('group-buy ways in', () => {
  const now = 1_000_000;
  it.each<[string, CampaignState, number, boolean]>([
    ['open', 'OPEN', now + 1, true],
    ['open but past its end', 'OPEN', now, false],
    ['sold out', 'SOLD_OUT', now + 1, false],
    ['ended', 'ENDED', now + 1, false],
    ['upcoming', 'UPCOMING', now + 1, false],
  ])('openCampaigns: %s -> %s', (_name, state, endsAt, kept) => {
    expect(openCampaigns([{ state, endsAt }], now)).toHaveLength(kept ? 1 : 0);
  });

  it('lowestGroupBuy: the lowest group price of that product, or null', () => {
    const offers = [
      { campaignId: 1, productId: 5, groupPrice: 900, currency: 'CAD' },
      { campaignId: 2, productId: 5, groupPrice: 700, currency: 'CAD' },
      { campaignId: 2, productId: 6, groupPrice: 100, currency: 'CAD' },
    ];
    expect(lowestGroupBuy(offers, 5)?.campaignId).toBe(2);
    expect(lowestGroupBuy(offers, 7)).toBeNull();
  });
});
