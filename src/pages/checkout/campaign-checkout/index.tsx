import { CampaignUnavailable } from '@/components/checkout/campaign-unavailable';

/** A group-buy campaign route: campaigns are not available on this store. */
export default function CampaignPage() {
  return <CampaignUnavailable />;
}
