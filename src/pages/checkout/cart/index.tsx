import { CartScreen } from '@/components/checkout/cart-screen';
import { useBackWhileOpening } from '@/platform/back-while-opening';
import '@/i18n/checkout-account';

/** /checkout/cart: the cart (a Back while the checkout still loads comes back to it). */
export default function CheckoutCartPage() {
  useBackWhileOpening();
  return <CartScreen />;
}
