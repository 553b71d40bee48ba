/**
 * The shopper's cart (GET shoppingManagement4/myCart). Spec 8: fetch errors are ignored, and a
 * failed fetch never empties the cart already shown. `count` drives the badges (spec 2.4, 2.5).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cartCount } from '@/domain/footerTabs';
import type { CartModel } from '@/services/cart';
import type { RootStore } from './RootStore';

export class CartStore {
  cart: CartModel | null = null;
  loading = false;

  private readonly root: RootStore;
  /** Only the latest fetch may write (an older answer arriving late is dropped). */
  private fetchSeq = 0;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'fetchSeq'>(
      this,
      { root: false, fetchSeq: false, cart: observableRef },
      { autoBind: true },
    );
  }

  /** Number of line items (keys of lineItems). */
  get count(): number {
    return cartCount(this.cart?.lineItems);
  }

  get itemCount(): number {
    return this.cart?.itemCount ?? 0;
  }

  /** Refreshes the cart; errors are swallowed and the earlier cart stays. Never rejects. */
  async fetch(): Promise<void> {
    const seq = ++this.fetchSeq;
    this.loading = true;
    try {
      const cart = await this.root.api.cart.myCart();
      runInAction(() => {
        if (seq === this.fetchSeq) this.cart = cart;
      });
    } catch {
      // spec 8: cart fetch errors are ignored silently
    } finally {
      runInAction(() => {
        if (seq === this.fetchSeq) this.loading = false;
      });
    }
  }

  /** A cart another call returned (add / update / remove answer with the new cart). */
  setCart(cart: CartModel): void {
    this.fetchSeq++;
    this.cart = cart;
    this.loading = false;
  }
}
