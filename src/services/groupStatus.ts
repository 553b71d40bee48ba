/**
 * A paid group-buy order's group, as its confirmation and detail show it (GET common3/orders/list:
 * the signed-in shopper's campaign orders). Only the fields those screens read, so the main
 * package (the confirmation) does not carry the campaign screens' client.
 */
import type { CampaignOrderState } from '@/domain/campaigns';
import type { Http } from './http';
import { isRecord, list, num, rec, str } from './guards';

export interface GroupStatusModel {
  campaignId: number;
  campaignName: string;
  state: CampaignOrderState;
  groupId: string | null;
  size: number;
  joined: number;
  needed: number;
  /** ms since epoch; 0 when unknown */
  deadline: number;
  refundAmount: number;
  currency: string;
}

const STATES: readonly CampaignOrderState[] = ['PENDING', 'OPEN', 'COMPLETE', 'FAILED', 'REFUNDED'];

export function normalizeGroupStatus(v: unknown): GroupStatusModel | null {
  if (!isRecord(v)) return null;
  const group = rec(v.group);
  const state = STATES.find((s) => s === v.groupState) ?? 'PENDING';
  const deadline = Date.parse(str(group.deadline, ''));
  return {
    campaignId: num(v.fissionCampaignId, 0),
    campaignName: str(v.campaignName, ''),
    state,
    groupId: typeof group.id === 'string' && group.id ? group.id : null,
    size: num(group.size, 0),
    joined: Array.isArray(group.members) ? group.members.length : 0,
    needed: num(group.needed, 0),
    deadline: Number.isFinite(deadline) ? deadline : 0,
    refundAmount: num(v.refundAmount, 0),
    currency: str(v.currency, ''),
  };
}

/** The group of this order, or null when it is not one of the shopper's group-buy orders. */
export async function fetchGroupStatus(http: Http, orderID: string): Promise<GroupStatusModel | null> {
  const orders = await http.get<unknown>('common3/orders/list');
  const mine = list(orders, (o) => (isRecord(o) && str(o.orderID, '') === orderID ? o : null))[0];
  return normalizeGroupStatus(mine);
}
