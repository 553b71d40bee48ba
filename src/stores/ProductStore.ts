/**
 * One product's detail screen: the product (productDetail/{id}), its related products, the
 * shopper's option choice with stock (inventoryByProductAndOptions), the quantity, and adding
 * to the cart (services/cart). Made per screen by CatalogueStore.product(id).
 *
 * Stock: the first inventory call (no optionPair) gives every combination, which decides what
 * to disable; each choice then asks for its optionPair, and that answer is what the stock line
 * shows and the combinations it returns refresh the table. Older answers arriving late are dropped.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  clampQuantity,
  isComplete,
  isValueAvailable,
  optionPairOf,
  priceWithOptions,
  selectValue,
} from '@/domain/options';
import type { AddToCartInput } from '@/services/cart';
import type { InventoryItemModel, InventoryModel, ProductDetailModel, ProductSummary } from '@/services/catalogue';
import { ApiError, asApiError } from '@/services/http';
import type { Root } from './root';
import type { ListStatus } from './ProductListStore';

/** What the stock line says about the current choice. */
export type StockState =
  | { kind: 'unknown' }
  | { kind: 'loading' }
  | { kind: 'choose' }
  | { kind: 'in-stock'; quantity: number }
  | { kind: 'out-of-stock' };

export type AddResult = 'added' | 'unavailable' | 'failed';

/** Few left: the stock line says how many (at most this many). */
export const LOW_STOCK = 5;

export class ProductStore {
  readonly id: number;
  detail: ProductDetailModel | null = null;
  status: ListStatus = 'idle';
  error: ApiError | null = null;
  related: ProductSummary[] = [];

  /** Option name -> chosen value. */
  selection: Record<string, string> = {};
  /** Every combination's stock (from the first inventory call, refreshed by later ones). */
  stockItems: InventoryItemModel[] | null = null;
  /** The answer for the current selection. */
  selectionStock: InventoryModel | null = null;
  stockLoading = false;
  stockError: ApiError | null = null;
  quantity = 1;
  adding = false;
  addError: ApiError | null = null;

  private stockSeq = 0;

  constructor(
    private readonly root: Root,
    id: number,
  ) {
    this.id = id;
    makeAutoObservable<this, 'root' | 'stockSeq'>(
      this,
      {
        root: false,
        stockSeq: false,
        detail: observableRef,
        error: observableRef,
        related: observableRef,
        selection: observableRef,
        stockItems: observableRef,
        selectionStock: observableRef,
        stockError: observableRef,
        addError: observableRef,
      },
      { autoBind: true },
    );
  }

  private get api() {
    return this.root.api.catalogue;
  }

  get options() {
    return this.detail?.options ?? [];
  }

  /** What one costs with the values chosen so far (sizes can cost more). */
  get price(): number {
    return this.detail ? priceWithOptions(this.detail.price, this.options, this.selection) : 0;
  }

  /** The regular price with the same additions. */
  get listPrice(): number {
    return this.detail ? priceWithOptions(this.detail.listPrice, this.options, this.selection) : 0;
  }

  get complete(): boolean {
    return isComplete(this.options, this.selection);
  }

  /** Canonical optionPair of the selection ('' when nothing is chosen or there are no options). */
  get optionPair(): string {
    return optionPairOf(this.options, this.selection);
  }

  /** False when choosing `value` can no longer lead to stock. */
  isAvailable(option: string, value: string): boolean {
    return isValueAvailable(this.stockItems, this.selection, option, value);
  }

  get stock(): StockState {
    if (!this.detail) return { kind: 'unknown' };
    if (this.stockLoading) return { kind: 'loading' };
    const s = this.selectionStock;
    if (!s) {
      if (this.stockItems && this.stockItems.every((i) => i.quantity <= 0)) return { kind: 'out-of-stock' };
      return this.complete ? { kind: 'unknown' } : { kind: 'choose' };
    }
    if (!s.available || s.quantity <= 0) return { kind: 'out-of-stock' };
    if (!this.complete) return { kind: 'choose' };
    return { kind: 'in-stock', quantity: s.quantity };
  }

  /** Most the shopper may pick now. */
  get maxQuantity(): number {
    const s = this.stock;
    return s.kind === 'in-stock' ? s.quantity : 1;
  }

  get canAdd(): boolean {
    return !!this.detail && this.complete && this.stock.kind === 'in-stock' && !this.adding;
  }

  /** Detail, related products and stock, together. Never rejects. */
  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    this.error = null;
    const related = this.api.relatedProducts(this.id).then(
      (list) => runInAction(() => (this.related = list)),
      () => undefined, // related products are optional
    );
    try {
      const detail = await this.api.productDetail(this.id);
      runInAction(() => {
        this.detail = detail;
        this.status = 'ready';
      });
      await Promise.all([this.queryStock(), related]);
    } catch (e) {
      runInAction(() => {
        this.error = asApiError(e);
        this.status = 'error';
      });
    }
  }

  /** Chooses a value (choosing it again clears it), then asks for the choice's stock. */
  select(option: string, value: string): Promise<void> {
    this.selection = selectValue(this.stockItems, this.options, this.selection, option, value);
    this.addError = null;
    return this.queryStock();
  }

  setQuantity(n: number): void {
    this.quantity = clampQuantity(n, this.maxQuantity);
  }

  /** Stock of the current selection (all combinations when nothing is chosen). Never rejects. */
  async queryStock(): Promise<void> {
    const seq = ++this.stockSeq;
    const pair = this.optionPair;
    this.stockLoading = true;
    this.stockError = null;
    try {
      const inv = await this.api.inventory(this.id, pair || undefined);
      runInAction(() => {
        if (seq !== this.stockSeq) return;
        this.selectionStock = inv;
        this.stockItems = mergeStock(this.stockItems, inv);
        this.stockLoading = false;
        this.quantity = clampQuantity(this.quantity, this.maxQuantity);
      });
    } catch (e) {
      runInAction(() => {
        if (seq !== this.stockSeq) return;
        this.selectionStock = null;
        this.stockError = asApiError(e);
        this.stockLoading = false;
      });
    }
  }

  /**
   * Adds the choice to the cart (POST shoppingManagement4/myCart) and shows the new cart's count.
   * Never rejects: a refusal (e.g. stock gone meanwhile) is in `addError`.
   */
  async addToCart(): Promise<AddResult> {
    if (!this.canAdd) return 'unavailable';
    const request: AddToCartInput = {
      productId: this.id,
      optionPair: this.optionPair || null,
      quantity: this.quantity,
    };
    this.adding = true;
    this.addError = null;
    try {
      await this.root.cart.addOnce(request); // idempotent across a lost answer (src/domain/cartAdd.ts)
      return 'added';
    } catch (e) {
      runInAction(() => (this.addError = asApiError(e)));
      void this.queryStock();
      return 'failed';
    } finally {
      runInAction(() => (this.adding = false));
    }
  }
}

/** The table of every combination, refreshed with the combinations an answer carries. */
function mergeStock(current: InventoryItemModel[] | null, inv: InventoryModel): InventoryItemModel[] {
  if (!current || inv.optionPair === null) return inv.items;
  const fresh = new Map(inv.items.map((i) => [i.optionPair, i]));
  return current.map((old) => fresh.get(old.optionPair) ?? old);
}
