import { CartScreen } from '@/components/checkout/cart-screen';

/** /checkout/cart: the cart. */
export default function CheckoutCartPage() {
  return <CartScreen />;
}
