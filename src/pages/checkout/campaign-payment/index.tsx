import { withCampaignCheckout } from '@/components/campaign-checkout';
import PaymentPage from '../payment/index';
import '@/i18n/checkout-account';

/** `/checkout/campaignPayment?id=` (spec 2.2): the payment channels for the group-buy order; one order per group however often it is tapped. */
export default withCampaignCheckout(PaymentPage);
