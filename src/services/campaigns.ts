/**
 * Group-buy (fission) campaign API (spec 7.1 common3/campaign/*, common3/orders/list; 7.2
 * productManagement2/campaignProductItem; 7.3 myCart/fc/{campaignId}), reshaped into the app's
 * models. Malformed entries are dropped, never shown half-read. The checkout and payment calls
 * of a campaign are the normal ones on an Http that adds ?fissionCampaignId= (campaignScopedHttp).
 */
import type { CampaignState, GroupState } from '@/domain/campaigns';
import { normalizeCart, type CartModel } from './cart';
import { normalizeOption, type OptionModel } from './catalogue';
import { mediaUrl } from './media';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http, type RequestOptions } from './http';

export interface GroupModel {
  id: string;
  state: GroupState;
  size: number;
  initials: string[];
  needed: number;
  /** ms since epoch */
  deadline: number;
  mine: boolean;
}

export interface CampaignModel {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  state: CampaignState;
  startsAt: number;
  endsAt: number;
  groupSize: number;
  groupHours: number;
  currency: string;
  groupPrice: number;
  normalPrice: number;
  stockLeft: number;
  fewestNeeded: number;
  openGroupCount: number;
}

export interface CampaignDetailModel extends CampaignModel {
  rules: string[];
  groups: GroupModel[];
}

export interface CampaignItemModel {
  id: number;
  campaignId: number;
  productId: number;
  name: string;
  imageUrl: string | null;
  currency: string;
  groupPrice: number;
  normalPrice: number;
  stock: number;
  options: OptionModel[];
  stockByOption: Record<string, number>;
}

export interface CampaignCartModel extends CartModel {
  campaignId: number;
  group: GroupModel | null;
}

const CAMPAIGN_STATES: readonly CampaignState[] = ['UPCOMING', 'OPEN', 'SOLD_OUT', 'ENDED'];
const GROUP_STATES: readonly GroupState[] = ['OPEN', 'COMPLETE', 'FAILED'];

export const oneOf = <T extends string>(v: unknown, values: readonly T[]): T | null =>
  values.includes(v as T) ? (v as T) : null;
export const whole = (v: unknown): number | null => {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};
const time = (v: unknown): number => Date.parse(str(v, ''));
const badResponse = () => new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);

export function normalizeGroup(v: unknown): GroupModel | null {
  if (!isRecord(v)) return null;
  const id = strOrNull(v.id);
  const state = oneOf(v.state, GROUP_STATES);
  const size = whole(v.size);
  const deadline = time(v.deadline);
  if (!id || !state || !size || !Number.isFinite(deadline)) return null;
  const initials = list(v.members, (m) => str(rec(m).initials, '?'));
  return {
    id,
    state,
    size,
    initials,
    needed: whole(v.needed) ?? Math.max(0, size - initials.length),
    deadline,
    mine: bool(v.mine),
  };
}

export function normalizeCampaign(v: unknown): CampaignModel | null {
  if (!isRecord(v)) return null;
  const id = whole(v.id);
  const name = strOrNull(v.name);
  const state = oneOf(v.state, CAMPAIGN_STATES);
  const groupSize = whole(v.groupSize);
  const groupPrice = whole(v.groupPrice);
  const endsAt = time(v.endsAt);
  if (!id || !name || !state || !groupSize || groupPrice === null || !Number.isFinite(endsAt)) return null;
  const image = strOrNull(v.imageURL);
  return {
    id,
    name,
    description: str(v.description, ''),
    imageUrl: image ? mediaUrl(image) : null,
    state,
    startsAt: time(v.startsAt),
    endsAt,
    groupSize,
    groupHours: whole(v.groupHours) ?? 0,
    currency: strOrNull(v.currency) ?? 'USD',
    groupPrice,
    normalPrice: Math.max(groupPrice, whole(v.normalPrice) ?? groupPrice),
    stockLeft: whole(v.stockLeft) ?? 0,
    fewestNeeded: whole(v.fewestNeeded) ?? groupSize,
    openGroupCount: whole(v.openGroupCount) ?? 0,
  };
}

export function normalizeCampaignDetail(v: unknown): CampaignDetailModel {
  const base = normalizeCampaign(v);
  if (!base) throw badResponse();
  const r = rec(v);
  return { ...base, rules: list(r.rules, strOrNull), groups: list(r.groups, normalizeGroup) };
}

export function normalizeCampaignItem(v: unknown): CampaignItemModel | null {
  if (!isRecord(v)) return null;
  const id = whole(v.id);
  const productId = whole(v.productId);
  const name = strOrNull(v.name);
  const groupPrice = whole(v.groupPrice);
  if (!id || !productId || !name || groupPrice === null) return null;
  const image = strOrNull(v.imageURL);
  const stockByOption: Record<string, number> = {};
  for (const [pair, n] of Object.entries(rec(v.stockByOption))) {
    const q = whole(n);
    if (q !== null) stockByOption[pair] = q;
  }
  return {
    id,
    campaignId: whole(v.fissionCampaignId) ?? 0,
    productId,
    name,
    imageUrl: image ? mediaUrl(image) : null,
    currency: strOrNull(v.currency) ?? 'USD',
    groupPrice,
    normalPrice: Math.max(groupPrice, whole(v.normalPrice) ?? groupPrice),
    stock: whole(v.stock) ?? 0,
    options: list(v.options, normalizeOption),
    stockByOption,
  };
}

export function normalizeCampaignCart(v: unknown, campaignId: number): CampaignCartModel {
  const cart = normalizeCart(v);
  return { ...cart, campaignId: whole(rec(v).fissionCampaignId) ?? campaignId, group: normalizeGroup(rec(v).group) };
}

export interface CampaignCartInput {
  itemId: number;
  optionPair: string | null;
  quantity: number;
  /** The group to join; null starts a new one. */
  groupId: string | null;
}

export function createCampaignApi(http: Http) {
  const fc = (campaignId: number) => `shoppingManagement4/myCart/fc/${campaignId}`;
  return {
    /** GET common3/campaign/fissionList */
    async list(): Promise<CampaignModel[]> {
      return list(await http.get<unknown>('common3/campaign/fissionList'), normalizeCampaign);
    },
    /** GET common3/campaign/fission/{id} */
    async campaign(id: number): Promise<CampaignDetailModel> {
      return normalizeCampaignDetail(await http.get<unknown>(`common3/campaign/fission/${id}`));
    },
    /** GET productManagement2/campaignProductItem/list/all?fissionCampaignId= */
    async items(campaignId: number): Promise<CampaignItemModel[]> {
      const answer = await http.get<unknown>('productManagement2/campaignProductItem/list/all', {
        query: { fissionCampaignId: campaignId },
      });
      return list(answer, normalizeCampaignItem);
    },
    /** GET productManagement2/campaignProductItem/{id} */
    async item(id: number): Promise<CampaignItemModel> {
      const item = normalizeCampaignItem(await http.get<unknown>(`productManagement2/campaignProductItem/${id}`));
      if (!item) throw badResponse();
      return item;
    },
    /** GET shoppingManagement4/myCart/fc/{id} */
    async cart(campaignId: number): Promise<CampaignCartModel> {
      return normalizeCampaignCart(await http.get<unknown>(fc(campaignId)), campaignId);
    },
    /** POST shoppingManagement4/myCart/fc/{campaignId}: the campaign cart becomes this item (and group). */
    async setCart(campaignId: number, input: CampaignCartInput): Promise<CampaignCartModel> {
      const body = {
        campaignProductItemId: input.itemId,
        optionPair: input.optionPair || null,
        quantity: input.quantity,
        groupId: input.groupId,
      };
      return normalizeCampaignCart(await http.post<unknown>(fc(campaignId), body), campaignId);
    },
    /** PUT shoppingManagement4/myCart/fc/{campaignId}: a line's quantity, or the group (null: a new group). */
    async updateCart(
      campaignId: number,
      change: { lineId?: string; quantity?: number; groupId?: string | null },
    ): Promise<CampaignCartModel> {
      return normalizeCampaignCart(await http.put<unknown>(fc(campaignId), change), campaignId);
    },
  };
}

export type CampaignApi = ReturnType<typeof createCampaignApi>;

/**
 * The same Http with ?fissionCampaignId= on every shoppingManagement4 call: the normal checkout
 * and payment clients over it work on the campaign's cart (the server's campaign scope).
 */
export function campaignScopedHttp(http: Http, campaignId: number): Http {
  const scoped = (path: string, options?: RequestOptions): RequestOptions | undefined =>
    path.startsWith('shoppingManagement4/')
      ? { ...options, query: { ...options?.query, fissionCampaignId: campaignId } }
      : options;
  return {
    request: (method, path, options) => http.request(method, path, scoped(path, options)),
    get: (path, options) => http.get(path, scoped(path, options)),
    post: (path, body, options) => http.post(path, body, scoped(path, options)),
    put: (path, body, options) => http.put(path, body, scoped(path, options)),
    delete: (path, options) => http.delete(path, scoped(path, options)),
    url: (path, query) =>
      http.url(path, path.startsWith('shoppingManagement4/') ? { ...query, fissionCampaignId: campaignId } : query),
  };
}
