import { withCampaignCheckout } from '@/components/campaign-checkout';
import CheckoutPage from '../checkout/index';
import '@/i18n/checkout-account';

/** `/checkout/campaignCheckout?id=` (spec 2.2): the checkout's steps on the group-buy campaign's cart. */
export default withCampaignCheckout(CheckoutPage);
