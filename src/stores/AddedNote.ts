/**
 * The product page's "Added to your cart" note, shared by the page's Add to cart and the phone's
 * sticky bar (both add through it, so either shows it): set by a successful add, cleared when the
 * shopper changes the choice. One per page visit: `new AddedNote()`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductStore } from './ProductStore';

export class AddedNote {
  shown = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Adds the product's choice (ProductStore.addToCart: its checks, its errors); the note on success. */
  async add(product: ProductStore): Promise<void> {
    if ((await product.addToCart()) === 'added') runInAction(() => (this.shown = true));
  }

  clear(): void {
    this.shown = false;
  }
}
