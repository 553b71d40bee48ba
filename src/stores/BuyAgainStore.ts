/**
 * Buy again (domain/buyAgain.ts): an order's items with their options back in the cart at today's
 * prices, and what changed. Loads with the orders pages, off the first screen.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { planBuyAgain, unitPriceNow, type BuyAgainStep, type LineNow, type PastLine } from '@/domain/buyAgain';
import { errorMessage, isApiError } from '@/services/http';
import type { ProductDetailModel } from '@/services/catalogue';
import type { OrderModel } from '@/services/orders';
import type { Root } from './root';

export interface BuyAgainResult {
  orderID: string;
  steps: BuyAgainStep[];
  /** Items put in the cart. */
  added: number;
  /** Lines the cart refused, with its message (stock gone between the check and the add, limits). */
  failed: { step: BuyAgainStep; message: string }[];
  currency: string;
}

export class BuyAgainStore {
  /** The order being put back, or null. */
  busy: string | null = null;
  result: BuyAgainResult | null = null;
  /** A failure before anything was added (no network, ...). */
  error: string | null = null;

  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(this, { root: false, result: observableRef }, { autoBind: true });
  }

  async buyAgain(order: OrderModel): Promise<void> {
    if (this.busy) return;
    this.busy = order.orderID;
    this.error = null;
    this.result = null;
    const { catalogue } = this.root.api;
    try {
      const lines: PastLine[] = order.lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        optionPair: l.optionPair,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      }));
      const details = new Map<number, Promise<ProductDetailModel | null>>();
      const detail = (id: number) => {
        if (!details.has(id)) {
          details.set(
            id,
            catalogue.productDetail(id).catch((e: unknown) => {
              if (isApiError(e) && e.status === 404) return null; // gone from the store
              throw e;
            }),
          );
        }
        return details.get(id)!;
      };
      const now = await Promise.all(
        lines.map(async (l): Promise<LineNow | null> => {
          const d = await detail(l.productId);
          if (!d) return null;
          const unitPrice = unitPriceNow(d.price, d.options, l.optionPair);
          if (unitPrice === null) return null;
          const stock = await catalogue.inventory(l.productId, l.optionPair || undefined);
          return { unitPrice, stock: stock.available ? stock.quantity : 0 };
        }),
      );
      const steps = planBuyAgain(lines, now);
      let added = 0;
      const failed: BuyAgainResult['failed'] = [];
      // one after another: the cart answers each add with the new cart
      for (const step of steps) {
        if (step.add === 0) continue;
        try {
          await this.root.cart.add({
            productId: step.line.productId,
            optionPair: step.line.optionPair || null,
            quantity: step.add,
          });
          added += step.add;
        } catch (e) {
          failed.push({ step, message: errorMessage(e) });
        }
      }
      runInAction(() => {
        this.result = { orderID: order.orderID, steps, added, failed, currency: order.totals.currency };
      });
    } catch (e) {
      runInAction(() => (this.error = errorMessage(e)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  dismiss(): void {
    this.result = null;
    this.error = null;
  }
}
