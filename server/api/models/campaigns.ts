/**
 * Campaign reads (tables of seed/campaigns.ts): campaigns with their state, items with the group
 * price and the stock left, groups with their members. Group deadlines are settled before any
 * read (./campaign-groups.ts settleGroups), so what a shopper sees is never stale.
 */
import type { Db } from '../db';
import type {
  CampaignGroup,
  CampaignProductItem,
  CampaignState,
  FissionCampaign,
  FissionCampaignDetail,
  Locale,
} from '../../../types/api';
import { clockNow } from '../http/clock';
import { getProductDetail, getStock } from './products';
import { getDefaultCurrency, localize } from './store';

export interface CampaignRow {
  id: number;
  key: string;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  starts_at: string;
  ends_at: string;
  group_size: number;
  group_hours: number;
}

export interface ItemRow {
  id: number;
  campaign_id: number;
  product_id: number;
  group_price: number;
  stock: number;
}

export interface GroupRow {
  id: string;
  campaign_id: number;
  state: 'OPEN' | 'COMPLETE' | 'FAILED';
  deadline: string;
  created_at: string;
  closed_at: string | null;
}

export interface MemberRow {
  group_id: string;
  order_id: number | null;
  owner_key: string | null;
  initials: string;
  joined_at: string;
}

export function findCampaign(db: Db, id: number): CampaignRow | undefined {
  return db.prepare<[number], CampaignRow>('SELECT * FROM campaigns WHERE id = ?').get(id);
}

export function campaignItems(db: Db, campaignId: number): ItemRow[] {
  return db
    .prepare<[number], ItemRow>('SELECT * FROM campaign_items WHERE campaign_id = ? ORDER BY position, id')
    .all(campaignId);
}

export function findItem(db: Db, id: number): ItemRow | undefined {
  return db.prepare<[number], ItemRow>('SELECT * FROM campaign_items WHERE id = ?').get(id);
}

export function itemOfProduct(db: Db, campaignId: number, productId: number): ItemRow | undefined {
  return db
    .prepare<[number, number], ItemRow>('SELECT * FROM campaign_items WHERE campaign_id = ? AND product_id = ?')
    .get(campaignId, productId);
}

export function findGroup(db: Db, id: string): GroupRow | undefined {
  return db.prepare<[string], GroupRow>('SELECT * FROM campaign_groups WHERE id = ?').get(id);
}

export function groupMembers(db: Db, groupId: string): MemberRow[] {
  return db
    .prepare<[string], MemberRow>('SELECT * FROM campaign_members WHERE group_id = ? ORDER BY joined_at, id')
    .all(groupId);
}

/** The campaign's state now: stock decides SOLD_OUT only while it runs. */
export function campaignState(c: CampaignRow, stockLeft: number, now: number): CampaignState {
  if (now < Date.parse(c.starts_at)) return 'UPCOMING';
  if (now >= Date.parse(c.ends_at)) return 'ENDED';
  return stockLeft <= 0 ? 'SOLD_OUT' : 'OPEN';
}

export function stockLeft(db: Db, campaignId: number): number {
  return campaignItems(db, campaignId).reduce((s, i) => s + Math.max(0, i.stock), 0);
}

/** Whether a group takes a new member now (open, before its deadline, not full). */
export function groupJoinable(db: Db, g: GroupRow, size: number, now: number): boolean {
  return g.state === 'OPEN' && Date.parse(g.deadline) > now && groupMembers(db, g.id).length < size;
}

export function toGroup(db: Db, g: GroupRow, size: number, ownerKey: string | null): CampaignGroup {
  const members = groupMembers(db, g.id);
  return {
    id: g.id,
    campaignId: g.campaign_id,
    state: g.state,
    size,
    members: members.map((m) => ({ initials: m.initials, joinedAt: m.joined_at })),
    needed: g.state === 'COMPLETE' ? 0 : Math.max(0, size - members.length),
    deadline: g.deadline,
    mine: !!ownerKey && members.some((m) => m.owner_key === ownerKey),
  };
}

function openGroups(db: Db, c: CampaignRow, now: number): GroupRow[] {
  return db
    .prepare<[number, string], GroupRow>(
      "SELECT * FROM campaign_groups WHERE campaign_id = ? AND state = 'OPEN' AND deadline > ? ORDER BY deadline",
    )
    .all(c.id, new Date(now).toISOString());
}

export function toCampaign(db: Db, c: CampaignRow, locale: Locale): FissionCampaign {
  const now = clockNow(db);
  const items = campaignItems(db, c.id);
  const left = items.reduce((s, i) => s + Math.max(0, i.stock), 0);
  const cheapest = [...items].sort((a, b) => a.group_price - b.group_price)[0];
  const product = cheapest ? getProductDetail(db, cheapest.product_id, locale) : undefined;
  const nameContent = { en: c.name_en, zh: c.name_zh };
  const descriptionContent = { en: c.description_en, zh: c.description_zh };
  const state = campaignState(c, left, now);
  const open = state === 'OPEN' ? openGroups(db, c, now) : [];
  const needed = open.map((g) => c.group_size - groupMembers(db, g.id).length).filter((n) => n > 0);
  return {
    id: c.id,
    name: localize(nameContent, locale),
    nameContent,
    description: localize(descriptionContent, locale),
    descriptionContent,
    imageURL: product?.imageURL ?? '',
    state,
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    groupSize: c.group_size,
    groupHours: c.group_hours,
    currency: getDefaultCurrency(db),
    groupPrice: cheapest?.group_price ?? 0,
    normalPrice: product?.price ?? 0,
    stockLeft: left,
    fewestNeeded: needed.length ? Math.min(...needed) : c.group_size,
    openGroupCount: needed.length,
  };
}

export function listCampaigns(db: Db, locale: Locale): FissionCampaign[] {
  return db
    .prepare<[], CampaignRow>('SELECT * FROM campaigns ORDER BY position, id')
    .all()
    .map((c) => toCampaign(db, c, locale));
}

const RULES: Record<Locale, (c: CampaignRow) => string[]> = {
  en: (c) => [
    `A group needs ${c.group_size} people, the starter included.`,
    `A new group has ${c.group_hours} hours to fill, and never runs past the campaign's end.`,
    'Everyone pays the group price when joining; the order goes ahead when the group is complete.',
    'If the group is not complete by its deadline, every payment in it is refunded.',
    'One order per shopper per group.',
  ],
  zh: (c) => [
    `每团需 ${c.group_size} 人（含团长）。`,
    `新团需在 ${c.group_hours} 小时内成团，且不超过活动结束时间。`,
    '参团时按拼团价付款；成团后订单生效。',
    '截止时未成团，团内所有付款将全额退款。',
    '每位顾客每团限一单。',
  ],
};

export function campaignDetail(db: Db, c: CampaignRow, locale: Locale, ownerKey: string | null): FissionCampaignDetail {
  const now = clockNow(db);
  const base = toCampaign(db, c, locale);
  const open = base.state === 'OPEN' ? openGroups(db, c, now) : [];
  const own = ownerKey
    ? db
        .prepare<[number, string], GroupRow>(
          `SELECT g.* FROM campaign_groups g JOIN campaign_members m ON m.group_id = g.id
           WHERE g.campaign_id = ? AND m.owner_key = ? ORDER BY g.created_at DESC`,
        )
        .all(c.id, ownerKey)
    : [];
  const seen = new Set<string>();
  const groups = [
    ...open.map((g) => toGroup(db, g, c.group_size, ownerKey)).sort((a, b) => a.needed - b.needed),
    ...own.map((g) => toGroup(db, g, c.group_size, ownerKey)),
  ]
    .filter((g) => !seen.has(g.id) && seen.add(g.id))
    .filter((g) => g.needed > 0 || g.mine);
  return { ...base, rules: RULES[locale](c), groups };
}

export function toItem(db: Db, it: ItemRow, locale: Locale): CampaignProductItem | undefined {
  const product = getProductDetail(db, it.product_id, locale);
  if (!product) return undefined;
  const combos = db
    .prepare<[number], { option_pair: string }>('SELECT option_pair FROM product_inventory WHERE product_id = ?')
    .all(it.product_id);
  const stockByOption = Object.fromEntries(
    combos.map((r) => [
      r.option_pair,
      Math.max(0, Math.min(it.stock, getStock(db, it.product_id, r.option_pair) ?? 0)),
    ]),
  );
  return {
    id: it.id,
    fissionCampaignId: it.campaign_id,
    productId: it.product_id,
    name: product.name,
    nameContent: product.nameContent,
    imageURL: product.imageURL,
    currency: getDefaultCurrency(db),
    groupPrice: it.group_price,
    normalPrice: product.price,
    stock: Math.max(0, it.stock),
    options: product.options,
    stockByOption,
  };
}
