/**
 * Builds every store and hands each the root, so stores reach each other and the injected API
 * client and platform (no store imports a transport: tests inject fakes).
 *
 *   const root = new RootStore({ api: createApi(createHttp({ ... })), platform });
 *   await root.init();
 */
import { makeAutoObservable, observableRef } from 'mobx';
import type { Platform } from '@/platform/platform';
import type { Api } from '@/services/api';
import { AppStore } from './AppStore';
import { CartStore } from './CartStore';
import { CatalogueStore } from './CatalogueStore';
import type { CheckoutStore } from './CheckoutStore';
import { checkoutDeps, type CheckoutDeps } from './checkoutDeps';
import { LocationStore } from './LocationStore';
import type { ShopperLists } from './shopperLists';
import type { PaymentStore } from './PaymentStore';
import type { CheckoutPaths, Root } from './root';
import { SessionStore } from './SessionStore';

/**
 * The stores' slots on the root, added to the interface the stores import (./root.ts) here, where
 * the stores are built: a store reaches `root.cart` without importing ./RootStore.ts.
 */
declare module './root' {
  interface Root {
    readonly session: SessionStore;
    readonly app: AppStore;
    readonly cart: CartStore;
    readonly location: LocationStore;
    readonly catalogue: CatalogueStore;
    /** Favourites and recently viewed once their code is in (stores/shopperLists.ts); null before. */
    readonly lists: ShopperLists | null;
    setLists(lists: ShopperLists): void;
    /** Built on first use; a module that reads it imports `@/stores/checkoutStores`. */
    readonly checkout: CheckoutStore;
    readonly payment: PaymentStore;
  }
}

export interface RootStoreDeps {
  api: Api;
  platform: Platform;
  /** Checkout / payment adapters, clock and randomness (defaults: this target's platform). */
  checkout?: Partial<CheckoutDeps>;
}

export interface CheckoutStores {
  checkout: CheckoutStore;
  payment: PaymentStore;
}

type CheckoutStoresFactory = (root: RootStore) => CheckoutStores;
let checkoutStoresFactory: CheckoutStoresFactory | null = null;

/**
 * Called once by `./checkoutStores` when the code of the checkout and payment stores loads.
 * That code rides with the pages that use it (cart, checkout, payment, confirmation, orders),
 * so the first screen does not download it.
 */
export function provideCheckoutStores(factory: CheckoutStoresFactory): void {
  checkoutStoresFactory = factory;
}

// Declaration merging: the root's optional members (./root.ts), type-only: no code on the first screen.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- type-only members, declared apart so the class emits no field for them
export interface RootStore {
  readonly checkoutPaths?: CheckoutPaths;
  readonly onlinePaymentOnly?: boolean;
  readonly groupBuy?: boolean;
}

/** Holds the shopper lists once built (observable, so the hearts show when they arrive). */
class ListsSlot {
  value: ShopperLists | null = null;
  constructor() {
    makeAutoObservable(this, { value: observableRef });
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class RootStore implements Root {
  readonly api: Api;
  readonly platform: Platform;
  readonly session: SessionStore;
  readonly app: AppStore;
  readonly cart: CartStore;
  readonly location: LocationStore;
  readonly catalogue: CatalogueStore;
  /** Favourites and recently viewed once their code is in (stores/shopperLists.ts); null before. */
  private readonly listsSlot = new ListsSlot();
  readonly checkoutDeps: CheckoutDeps;
  private checkoutStores: CheckoutStores | null = null;

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
  }

  get lists(): ShopperLists | null {
    return this.listsSlot.value;
  }

  setLists(lists: ShopperLists): void {
    this.listsSlot.value = lists;
  }

  /** Built on first use; a module that reads it imports `@/stores/checkoutStores`. */
  get checkout(): CheckoutStore {
    return this.ensureCheckoutStores().checkout;
  }

  get payment(): PaymentStore {
    return this.ensureCheckoutStores().payment;
  }

  private ensureCheckoutStores(): CheckoutStores {
    if (!this.checkoutStores) {
      if (!checkoutStoresFactory) {
        throw new Error('checkout stores used before their module loaded: import @/stores/checkoutStores');
      }
      this.checkoutStores = checkoutStoresFactory(this);
    }
    return this.checkoutStores;
  }

  /** Start-up: app info (with the session's query values), then the cart. Never rejects. */
  async init(): Promise<void> {
    await this.app.init();
    await this.cart.fetch();
  }
}
