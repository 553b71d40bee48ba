/** The checkout's step routes: the normal ones, or a campaign checkout's (RootStore.checkoutPaths). Loaded with the checkout pages. */
import type { CheckoutPaths, RootStore } from './RootStore';

export const NORMAL_CHECKOUT_PATHS: CheckoutPaths = {
  cart: '/checkout/cart',
  checkout: '/checkout/checkout',
  payment: '/checkout/payment',
};

export function checkoutPathsOf(root: RootStore): CheckoutPaths {
  return root.checkoutPaths ?? NORMAL_CHECKOUT_PATHS;
}
