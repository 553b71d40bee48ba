/**
 * The shopper's cart (GET shoppingManagement4/myCart). Spec 8: fetch errors are ignored, and a
 * failed fetch never empties the cart already shown. Ignored is not hidden, though: when no cart
 * has loaded yet, `loadFailed` lets the cart screen say so instead of calling the cart empty.
 * `count` drives the badges (spec 2.4, 2.5).
 *
 * Writes (spec 7.3: POST add, PUT update, POST delete) run one at a time. Quantity changes and
 * removals show at once (optimistic): the shown cart is the last server answer with the pending
 * writes applied on top, so a failed write simply drops out (rolled back) and never empties the
 * cart the shopper sees. Amounts are integer minor units.
 */
import { computedStruct, makeAutoObservable, observableRef, runInAction } from 'mobx';
import { addAttemptFor, keepAddAttempt } from '@/domain/cartAdd';
import { cartCount } from '@/domain/footerTabs';
import type { CheckoutAttempt } from '@/domain/attempt';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@api-types';
import type { AddToCartInput, CartLineModel, CartModel } from '@/services/cart';
import { errorMessage, isApiError } from '@/services/http';
import type { Root } from './root';

interface PendingWrite {
  id: number;
  lineId: string;
  apply(cart: CartModel): CartModel;
}

function withLines(cart: CartModel, lines: CartLineModel[], removed?: string): CartModel {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const lineItems = { ...cart.lineItems };
  if (removed !== undefined) delete lineItems[removed];
  return {
    ...cart,
    lines,
    lineItems,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    totals: cart.totals ? { ...cart.totals, subtotal } : null,
  };
}

export class CartStore {
  /** The last cart the server answered. */
  private base: CartModel | null = null;
  /** Writes sent and not answered yet, applied on top of `base` in order. */
  private pending: PendingWrite[] = [];
  loading = false;
  /** An add is on its way. */
  adding = false;
  /** The message of the last failed write (cleared by the next write). */
  error: string | null = null;
  /** The last fetch failed (cleared by the next answer); with no cart yet, nothing is known. */
  fetchFailed = false;

  private readonly root: Root;
  /** Only the latest fetch may write (an older answer arriving late is dropped). */
  private fetchSeq = 0;
  private writeSeq = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** The last add whose answer is unknown: tapping the same add again resends its key. */
  private addAttempt: CheckoutAttempt | null = null;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'fetchSeq' | 'writeSeq' | 'queue' | 'base' | 'pending' | 'addAttempt'>(
      this,
      {
        root: false,
        fetchSeq: false,
        writeSeq: false,
        queue: false,
        base: observableRef,
        pending: observableRef,
        addAttempt: false,
        lineIds: computedStruct,
      },
      { autoBind: true },
    );
  }

  /** The cart as the shopper sees it: the server's, with the pending writes shown. */
  get cart(): CartModel | null {
    if (!this.base) return null;
    return this.pending.reduce((c, w) => w.apply(c), this.base);
  }

  /** Number of line items (keys of lineItems). */
  get count(): number {
    return cartCount(this.cart?.lineItems);
  }

  get itemCount(): number {
    return this.cart?.itemCount ?? 0;
  }

  get lines(): CartLineModel[] {
    return this.cart?.lines ?? [];
  }

  /** How many lines the shopper sees (the cart screen's empty or not, without re-reading the lines). */
  get lineCount(): number {
    return this.lines.length;
  }

  /** The lines' ids in order, equal while only a quantity changes: a list re-renders when lines come or go. */
  get lineIds(): string[] {
    return this.lines.map((l) => l.lineId);
  }

  /** A cart has been answered (before: loading, or its load failed). */
  get loaded(): boolean {
    return this.base !== null;
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** No cart has ever been answered and the last fetch failed: its content is unknown, not empty. */
  get loadFailed(): boolean {
    return this.base === null && this.fetchFailed;
  }

  /** True while a write is on its way: totals other than the subtotal may still change. */
  get updating(): boolean {
    return this.pending.length > 0;
  }

  isLinePending(lineId: string): boolean {
    return this.pending.some((w) => w.lineId === lineId);
  }

  /** Refreshes the cart; errors are swallowed and the earlier cart stays. Never rejects. */
  async fetch(): Promise<void> {
    const seq = ++this.fetchSeq;
    this.loading = true;
    try {
      const cart = await this.root.api.cart.myCart();
      runInAction(() => {
        if (seq !== this.fetchSeq) return;
        this.base = cart;
        this.fetchFailed = false;
      });
    } catch {
      // spec 8: cart fetch errors are ignored silently (no message); only the flag is kept
      runInAction(() => {
        if (seq === this.fetchSeq) this.fetchFailed = true;
      });
    } finally {
      runInAction(() => {
        if (seq === this.fetchSeq) this.loading = false;
      });
    }
  }

  /** A cart another call returned (add / update / remove answer with the new cart). */
  setCart(cart: CartModel): void {
    this.fetchSeq++;
    this.base = cart;
    this.fetchFailed = false;
    this.loading = false;
  }

  /**
   * POST myCart: adds the product with the chosen options. Resolves with the new cart; rejects
   * with the ApiError (the cart shown stays as it was). Idempotent across a lost answer: the same
   * add tapped again resends the key of the one whose answer never came (src/domain/cartAdd.ts).
   */
  async add(input: AddToCartInput): Promise<CartModel> {
    this.adding = true;
    this.error = null;
    try {
      return await this.addOnce(input);
    } catch (e) {
      runInAction(() => (this.error = errorMessage(e)));
      throw e;
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  /**
   * POST myCart with the add's idempotency key, in turn with the other writes; takes the answered
   * cart. Rejects with the ApiError; keeps the key only while the answer is unknown.
   */
  async addOnce(input: AddToCartInput): Promise<CartModel> {
    const deps = this.root.checkoutDeps;
    const attempt = addAttemptFor(this.addAttempt, input, deps.now(), deps.random);
    this.addAttempt = attempt;
    try {
      const cart = await this.enqueue(() => this.root.api.cart.add({ ...input, idempotencyKey: attempt.key }));
      runInAction(() => this.setCart(cart));
      if (this.addAttempt === attempt) this.addAttempt = null;
      return cart;
    } catch (e) {
      if (this.addAttempt === attempt && !(isApiError(e) && keepAddAttempt(e.status))) this.addAttempt = null;
      throw e;
    }
  }

  /** PUT myCart: sets a line's quantity (1..max), shown at once and rolled back on failure. */
  async updateQuantity(lineId: string, quantity: number): Promise<boolean> {
    const line = this.lines.find((l) => l.lineId === lineId);
    if (!line || !Number.isSafeInteger(quantity)) return false;
    const max = Math.min(MAX_LINE_QUANTITY, Math.max(line.maxQuantity, line.quantity));
    const q = Math.min(Math.max(quantity, MIN_LINE_QUANTITY), max);
    if (q === line.quantity) return true;
    return this.write(
      lineId,
      (cart) =>
        withLines(
          cart,
          cart.lines.map((l) => (l.lineId === lineId ? { ...l, quantity: q, lineTotal: l.unitPrice * q } : l)),
        ),
      () => this.root.api.cart.update(lineId, q),
    );
  }

  /** POST myCart/delete: removes a line, shown at once and rolled back on failure. */
  async remove(lineId: string): Promise<boolean> {
    if (!this.lines.some((l) => l.lineId === lineId)) return false;
    return this.write(
      lineId,
      (cart) =>
        withLines(
          cart,
          cart.lines.filter((l) => l.lineId !== lineId),
          lineId,
        ),
      () => this.root.api.cart.remove(lineId),
    );
  }

  clearError(): void {
    this.error = null;
  }

  /** Runs writes one after another, in the order the shopper made them. */
  private enqueue<T>(call: () => Promise<T>): Promise<T> {
    const run = this.queue.then(call, call);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(
    lineId: string,
    apply: (c: CartModel) => CartModel,
    call: () => Promise<CartModel>,
  ): Promise<boolean> {
    const w: PendingWrite = { id: ++this.writeSeq, lineId, apply };
    this.pending = [...this.pending, w];
    this.error = null;
    const drop = () => (this.pending = this.pending.filter((p) => p.id !== w.id));
    try {
      const cart = await this.enqueue(call);
      runInAction(() => {
        this.setCart(cart);
        drop();
      });
      return true;
    } catch (e) {
      runInAction(() => {
        drop();
        this.error = errorMessage(e);
      });
      // spec 8: a transaction error scrolls to the top, where the cart screen shows the message
      this.root.checkoutDeps.scrollToTop();
      // The server's cart differs from ours (line gone, stock changed): take its word, quietly.
      if (isApiError(e) && (e.status === 404 || e.status === 409)) await this.fetch();
      return false;
    }
  }
}
