import { GroupBuyUnavailable } from '@/components/group-buy-unavailable';

/** A group-buy campaign route of the store area (spec 2.2). */
export default function GroupCampaignPage() {
  return <GroupBuyUnavailable />;
}
