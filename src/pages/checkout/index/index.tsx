import { CartScreen } from '@/components/checkout/cart-screen';
import '@/i18n/checkout-account';

/** /checkout shows the cart too (the footer tab's Cart, spec 2.5; Back to Cart, spec 2.7). */
export default function CheckoutIndexPage() {
  return <CartScreen />;
}
