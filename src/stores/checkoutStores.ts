/**
 * The checkout and payment stores, handed to the RootStore when this module loads. Import it
 * (for its effect) from any module that reads `root.checkout` or `root.payment`; bundlers then
 * keep these stores (and the checkout, payment and orders API clients) out of the first screen's code.
 */
import '@/services/checkoutApis';
import { CheckoutStore } from './CheckoutStore';
import { PaymentStore } from './PaymentStore';
import { provideCheckoutStores } from './RootStore';
import '@/i18n/checkout-account';

provideCheckoutStores((root) => ({ checkout: new CheckoutStore(root), payment: new PaymentStore(root) }));
