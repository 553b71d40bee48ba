/**
 * Builds every store and hands each the root, so stores reach each other and the injected API
 * client and platform (no store imports a transport: tests inject fakes).
 *
 *   const root = new RootStore({ api: createApi(createHttp({ ... })), platform });
 *   await root.init();
 */
import type { Platform } from '@/platform/platform';
import type { Api } from '@/services/api';
import { AppStore } from './AppStore';
import { CartStore } from './CartStore';
import { CatalogueStore } from './CatalogueStore';
import { CheckoutStore } from './CheckoutStore';
import { checkoutDeps, type CheckoutDeps } from './checkoutDeps';
import { LocationStore } from './LocationStore';
import { PaymentStore } from './PaymentStore';
import { SessionStore } from './SessionStore';

export interface RootStoreDeps {
  api: Api;
  platform: Platform;
  /** Checkout / payment adapters, clock and randomness (defaults: this target's platform). */
  checkout?: Partial<CheckoutDeps>;
}

export class RootStore {
  readonly api: Api;
  readonly platform: Platform;
  readonly session: SessionStore;
  readonly app: AppStore;
  readonly cart: CartStore;
  readonly location: LocationStore;
  readonly catalogue: CatalogueStore;
  readonly checkoutDeps: CheckoutDeps;
  readonly checkout: CheckoutStore;
  readonly payment: PaymentStore;

  constructor({ api, platform, checkout }: RootStoreDeps) {
    this.api = api;
    this.platform = platform;
    this.checkoutDeps = checkoutDeps(checkout);
    // session first: the others read it
    this.session = new SessionStore(this);
    this.app = new AppStore(this);
    this.cart = new CartStore(this);
    this.location = new LocationStore(this);
    this.catalogue = new CatalogueStore(this);
    this.checkout = new CheckoutStore(this);
    this.payment = new PaymentStore(this);
  }

  /** Start-up: app info (with the session's query values), then the cart. Never rejects. */
  async init(): Promise<void> {
    await this.app.init();
    await this.cart.fetch();
  }
}
