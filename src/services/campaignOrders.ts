/**
 * A shopper's group-buy orders (common3/orders/list?fissionCampaignId=): the campaign pages'
 * client, apart from the campaigns' own (services/campaigns.ts) because that one serves the
 * first screen (the group-buy way in on the home page) and this one needs the order normaliser.
 */
import type { CampaignOrderState } from '@/domain/campaigns';
import { normalizeGroup, oneOf, whole, type GroupModel } from './campaigns';
import { isRecord, list, str } from './guards';
import type { Http } from './http';
import { normalizeOrder, type OrderModel } from './orders';

export interface CampaignOrderModel {
  order: OrderModel;
  campaignId: number;
  campaignName: string;
  groupState: CampaignOrderState;
  group: GroupModel | null;
  refundAmount: number;
}

const ORDER_STATES: readonly CampaignOrderState[] = ['PENDING', 'OPEN', 'COMPLETE', 'FAILED', 'REFUNDED'];

export function normalizeCampaignOrder(v: unknown): CampaignOrderModel | null {
  if (!isRecord(v)) return null;
  let order: OrderModel;
  try {
    order = normalizeOrder(v);
  } catch {
    return null;
  }
  return {
    order,
    campaignId: whole(v.fissionCampaignId) ?? 0,
    campaignName: str(v.campaignName, ''),
    groupState: oneOf(v.groupState, ORDER_STATES) ?? 'PENDING',
    group: normalizeGroup(v.group),
    refundAmount: whole(v.refundAmount) ?? 0,
  };
}

export function createCampaignOrdersApi(http: Http) {
  return {
    /** GET common3/orders/list?fissionCampaignId= */
    async orders(campaignId: number): Promise<CampaignOrderModel[]> {
      return list(
        await http.get<unknown>('common3/orders/list', { query: { fissionCampaignId: campaignId } }),
        normalizeCampaignOrder,
      );
    },
  };
}
