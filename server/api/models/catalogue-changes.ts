/**
 * What runs when the catalogue changes under a shopper's feet: stock put back or added to a
 * product, a product's price changed. The alerts extension (./alert-fire.ts) sends its
 * back-in-stock and price-drop alerts from here. A leaf module (it imports nothing of the
 * catalogue), so the inventory can call it and the alerts can read the inventory.
 *
 * Hooks run inside the caller's transaction, when there is one: what they write (an alert's
 * status, its mail) is undone with the change that caused it.
 */
import type { Db } from '../db';

/** Run after stock of one of the product's option combinations rose. */
export const stockRoseHooks: ((db: Db, productId: number) => void)[] = [];

/** Run after the product's price changed (up or down). */
export const priceChangedHooks: ((db: Db, productId: number) => void)[] = [];

export function stockRose(db: Db, productId: number): void {
  for (const hook of stockRoseHooks) hook(db, productId);
}

export function priceChanged(db: Db, productId: number): void {
  for (const hook of priceChangedHooks) hook(db, productId);
}

/**
 * Sets an active product's price (minor units). Its list price stays, so a lower price shows as
 * a saving; a price above it raises it too (the regular price is never below the price). False
 * when there is no such product.
 */
export function setProductPrice(db: Db, productId: number, price: number): boolean {
  if (!Number.isSafeInteger(price) || price < 0) throw new Error(`not a price: ${price}`);
  return db.transaction(() => {
    const changed = db
      .prepare(
        "UPDATE products SET price = ?, list_price = MAX(list_price, ?) WHERE id = ? AND record_status = 'ACTIVE' AND price != ?",
      )
      .run(price, price, productId, price).changes;
    if (changed) priceChanged(db, productId);
    return (
      changed > 0 || !!db.prepare("SELECT 1 FROM products WHERE id = ? AND record_status = 'ACTIVE'").get(productId)
    );
  })();
}
