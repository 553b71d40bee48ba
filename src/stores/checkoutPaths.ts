/** The checkout's step routes: the normal ones, or a campaign checkout's (Root.checkoutPaths). Loaded with the checkout pages. */
import type { CheckoutPaths, Root } from './root';

export const NORMAL_CHECKOUT_PATHS: CheckoutPaths = {
  cart: '/checkout/cart',
  checkout: '/checkout/checkout',
  payment: '/checkout/payment',
};

export function checkoutPathsOf(root: Root): CheckoutPaths {
  return root.checkoutPaths ?? NORMAL_CHECKOUT_PATHS;
}
