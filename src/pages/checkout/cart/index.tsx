import { CartScreen } from '@/components/checkout/cart-screen';
import '@/i18n/checkout-account';

/** /checkout/cart: the cart. */
export default function CheckoutCartPage() {
  return <CartScreen />;
}
