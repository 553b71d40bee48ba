/**
 * The shopper's orders (/user/orders, spec 2.2 and 7.3): the list, 10 per page from position 0
 * (spec 9), and one order's detail. Made per screen: `new OrdersStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FIRST_POSITION, ORDER_PAGE_SIZE } from '@/domain/constants';
import { onStoreClock, unreadInstants, type StoreClockTime } from '@/domain/storeTime';
import { errorMessage } from '@/services/http';
import type { OrderModel } from '@/services/orders';
import type { RootStore } from './RootStore';
import './checkoutStores';

export class OrdersStore {
  orders: OrderModel[] = [];
  total = 0;
  listStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  listError: string | null = null;

  order: OrderModel | null = null;
  orderStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  orderError: string | null = null;
  cancelling = false;
  /** Order dates on the store's clock (common3/timeZoneInfo/GMT), by instantKey. */
  storeTimes: Record<string, StoreClockTime> = {};

  private readonly root: RootStore;
  private loadingMore = false;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'loadingMore'>(
      this,
      { root: false, loadingMore: false, orders: observableRef, order: observableRef, storeTimes: observableRef },
      { autoBind: true },
    );
  }

  /** When an order was placed, on the store's clock (GMT until the server has said). */
  placedAt(iso: string): StoreClockTime {
    return onStoreClock(iso, this.storeTimes);
  }

  /** Asks the server for the store-clock dates of the orders shown; a failure keeps GMT dates. */
  private async readStoreTimes(): Promise<void> {
    const instants = unreadInstants([...this.orders.map((o) => o.createdAt), this.order?.createdAt ?? ''], this.storeTimes);
    if (!instants.length) return;
    try {
      const times = await this.root.api.orders.storeTimes(instants);
      runInAction(() => (this.storeTimes = { ...this.storeTimes, ...times }));
    } catch {
      // the dates stay in GMT; nothing else depends on them
    }
  }

  get hasMore(): boolean {
    return this.orders.length < this.total;
  }

  /** The first page (position 0). Never rejects. */
  async loadFirst(): Promise<void> {
    this.listStatus = 'loading';
    this.listError = null;
    try {
      const page = await this.root.api.orders.list(FIRST_POSITION, ORDER_PAGE_SIZE);
      runInAction(() => {
        this.orders = page.orders;
        this.total = page.total;
        this.listStatus = 'ready';
      });
      void this.readStoreTimes();
    } catch (e) {
      runInAction(() => {
        this.listError = errorMessage(e);
        this.listStatus = 'error';
      });
    }
  }

  /** The next page; one request at a time; a failure keeps what is shown. */
  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    this.listError = null;
    try {
      const page = await this.root.api.orders.list(this.orders.length, ORDER_PAGE_SIZE);
      runInAction(() => {
        const seen = new Set(this.orders.map((o) => o.orderID));
        this.orders = [...this.orders, ...page.orders.filter((o) => !seen.has(o.orderID))];
        this.total = page.total;
      });
      void this.readStoreTimes();
    } catch (e) {
      runInAction(() => (this.listError = errorMessage(e)));
    } finally {
      this.loadingMore = false;
    }
  }

  /** One order (the owner only; someone else's answers not found). Never rejects. */
  async loadOrder(orderID: string): Promise<void> {
    this.orderStatus = 'loading';
    this.orderError = null;
    try {
      const order = await this.root.api.orders.get(orderID);
      runInAction(() => {
        this.order = order;
        this.orderStatus = 'ready';
      });
      void this.readStoreTimes();
    } catch (e) {
      runInAction(() => {
        this.orderError = errorMessage(e);
        this.orderStatus = 'error';
      });
    }
  }

  /** PUT cancelOrder/{id}: only unpaid orders. */
  async cancel(): Promise<void> {
    if (!this.order || this.cancelling) return;
    this.cancelling = true;
    this.orderError = null;
    try {
      const order = await this.root.api.orders.cancel(this.order.orderID);
      runInAction(() => (this.order = order));
      this.root.payment.clearAttempt();
    } catch (e) {
      runInAction(() => (this.orderError = errorMessage(e)));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
