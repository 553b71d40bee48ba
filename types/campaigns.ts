/**
 * Group-buy (fission) campaigns (spec 7.1 common3/campaign/*, 7.2 campaignProductItem, 7.3
 * myCart/fc): the server sets every price, group size, deadline and stock; the app only shows
 * them. Dates are ISO-8601 UTC; money in minor units of `currency`.
 */
import type { LocalizedText } from './api';
import type { ProductOption } from './catalogue';
import type { Cart } from './checkout';
import type { Order } from './orders';

/** UPCOMING: not started; OPEN: groups can start and join; SOLD_OUT: no stock left; ENDED: past its end. */
export type CampaignState = 'UPCOMING' | 'OPEN' | 'SOLD_OUT' | 'ENDED';

/** OPEN: taking members until its deadline; COMPLETE: reached the group size; FAILED: deadline passed first (paid orders refunded). */
export type GroupState = 'OPEN' | 'COMPLETE' | 'FAILED';

export interface GroupMember {
  /** One or two letters shown in the member's circle (never the full name). */
  initials: string;
  joinedAt: string;
}

export interface CampaignGroup {
  id: string;
  campaignId: number;
  state: GroupState;
  size: number;
  members: GroupMember[];
  /** Members still needed to complete (0 when complete). */
  needed: number;
  deadline: string;
  /** The asking shopper has an order in this group. */
  mine: boolean;
}

export interface FissionCampaign {
  id: number;
  name: string;
  nameContent: LocalizedText;
  description: string;
  descriptionContent: LocalizedText;
  imageURL: string;
  state: CampaignState;
  startsAt: string;
  endsAt: string;
  /** People per group (the starter included). */
  groupSize: number;
  /** Hours a new group has to fill (never past endsAt). */
  groupHours: number;
  currency: string;
  /** Lowest group price of the campaign's items, and that item's normal price. */
  groupPrice: number;
  normalPrice: number;
  /** Units left over all items. */
  stockLeft: number;
  /** Fewest members an open group still needs; groupSize when no group is open. */
  fewestNeeded: number;
  openGroupCount: number;
}

export interface FissionCampaignDetail extends FissionCampaign {
  /** Rules in the session's language, one sentence each. */
  rules: string[];
  /** Open groups (fewest needed first), then the shopper's own complete or failed groups. */
  groups: CampaignGroup[];
}

export interface CampaignProductItem {
  id: number;
  fissionCampaignId: number;
  productId: number;
  name: string;
  nameContent: LocalizedText;
  imageURL: string;
  currency: string;
  groupPrice: number;
  normalPrice: number;
  /** Units left for the campaign (over all options). */
  stock: number;
  options: ProductOption[];
  /** Units left per optionPair ('' for a product without options). */
  stockByOption: Record<string, number>;
}

/** POST myCart/fc/{campaignId}: replaces the campaign cart with this item. */
export interface CampaignCartAddRequest {
  campaignProductItemId: number;
  optionPair?: string | null;
  quantity: number;
  /** The group to join; absent or null starts a new group. */
  groupId?: string | null;
}

/** PUT myCart/fc/{campaignId}: changes the quantity, or the group (null: start a new one). */
export interface CampaignCartUpdateRequest {
  lineId?: string;
  quantity?: number;
  groupId?: string | null;
}

export interface CampaignCart extends Cart {
  fissionCampaignId: number;
  /** The group this cart joins, or null to start a new group. */
  group: CampaignGroup | null;
}

/** PENDING: not paid yet; OPEN / COMPLETE / FAILED: the group's state once paid; REFUNDED: paid into a failed group and refunded. */
export type CampaignOrderState = 'PENDING' | GroupState | 'REFUNDED';

export interface CampaignOrder extends Order {
  fissionCampaignId: number;
  campaignName: string;
  groupState: CampaignOrderState;
  group: CampaignGroup | null;
  refundAmount: number;
  refundedAt: string | null;
}

/** Test knob: GET|POST /__test/clock (only with testKnobs); the server's campaign clock runs this far ahead. */
export interface TestClock {
  offsetMs: number;
  now: string;
}
