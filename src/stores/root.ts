/**
 * The root as the stores see it: what every store is handed (the injected API client and
 * platform, the checkout's adapters) and the other stores it reaches through it. The stores import
 * this interface, never ./RootStore.ts, which builds them: so no store and the root import each
 * other. The slots holding the stores (`session`, `cart`, `checkout`, ...) are added to the
 * interface by ./RootStore.ts itself (declaration merging), since naming their types here would
 * import the stores back.
 */
import type { Platform } from '@/platform/platform';
import type { Api } from '@/services/api';
import type { CheckoutDeps } from './checkoutDeps';

export interface CheckoutPaths {
  cart: string;
  checkout: string;
  payment: string;
}

export interface Root {
  readonly api: Api;
  readonly platform: Platform;
  /** Checkout / payment adapters, clock and randomness. */
  readonly checkoutDeps: CheckoutDeps;
  /**
   * Where the checkout's steps live when they are not the normal ones (a group-buy campaign's
   * checkout, campaignStores.ts); read through checkoutPathsOf (stores/checkoutPaths.ts).
   */
  readonly checkoutPaths?: CheckoutPaths;
  /**
   * The order is paid online when it is placed (a group-buy order: the server refuses paying at
   * the store), so the payment page offers only online methods.
   */
  readonly onlinePaymentOnly?: boolean;
  /** The checkout is a group-buy's (its order's reminders include the group's result). */
  readonly groupBuy?: boolean;
}
