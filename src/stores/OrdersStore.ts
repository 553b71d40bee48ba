/**
 * The shopper's orders (/user/orders, spec 2.2 and 7.3): the list by tab, 10 per page from
 * position 0 (spec 9) with infinite scroll, the counts per tab, and one order's detail with cancel
 * and comments. Made per screen: `new OrdersStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FIRST_POSITION, ORDER_PAGE_SIZE } from '@/domain/constants';
import { commentError, mergeUnique, type OrderTab } from '@/domain/orders';
import { onStoreClock, unreadInstants, type StoreClockTime } from '@/domain/storeTime';
import { errorMessage } from '@/services/http';
import type { OrderCountModel, OrderModel } from '@/services/orders';
import type { Root } from './root';
import './checkoutStores';
import '@/i18n/user-area';

const idOf = (o: OrderModel) => o.orderID;

export class OrdersStore {
  tab: OrderTab = 'all';
  orders: OrderModel[] = [];
  total = 0;
  listStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  listError: string | null = null;
  loadingMore = false;
  counts: OrderCountModel | null = null;

  order: OrderModel | null = null;
  orderStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  orderError: string | null = null;
  /** The receipt link's token the order was read with (null: read as its owner). */
  orderToken: string | null = null;
  cancelling = false;
  /** The order the shopper has just cancelled here (the page says so, not that it "was" cancelled). */
  cancelledNow: string | null = null;
  commenting = false;
  commentError: string | null = null;
  /** Order dates on the store's clock (common3/timeZoneInfo/GMT), by instantKey. */
  storeTimes: Record<string, StoreClockTime> = {};

  private readonly root: Root;
  /** Bumped per tab change: a page answering for an earlier tab is dropped. */
  private generation = 0;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'generation'>(
      this,
      {
        root: false,
        generation: false,
        orders: observableRef,
        order: observableRef,
        counts: observableRef,
        storeTimes: observableRef,
      },
      { autoBind: true },
    );
  }

  /** When an order was placed, on the store's clock (GMT until the server has said). */
  placedAt(iso: string): StoreClockTime {
    return onStoreClock(iso, this.storeTimes);
  }

  /** Asks the server for the store-clock dates of the orders shown; a failure keeps GMT dates. */
  private async readStoreTimes(): Promise<void> {
    const instants = unreadInstants(
      [
        ...this.orders.map((o) => o.createdAt),
        this.order?.createdAt ?? '',
        // the order page's other times, on the same clock as when it was placed
        this.order?.paidAt ?? '',
        ...(this.order?.comments.map((c) => c.createdAt) ?? []),
      ],
      this.storeTimes,
    );
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

  /** Switches tab and loads its first page. */
  selectTab(tab: OrderTab): Promise<void> {
    if (tab === this.tab && this.listStatus !== 'idle') return Promise.resolve();
    this.tab = tab;
    return this.loadFirst();
  }

  /** GET orders/count (the tab badges and My Account). Never rejects; keeps the last counts. */
  async loadCounts(): Promise<void> {
    try {
      const counts = await this.root.api.orders.count();
      runInAction(() => (this.counts = counts));
    } catch {
      // the tabs show without numbers
    }
  }

  /** The first page of the current tab (position 0). Never rejects. */
  async loadFirst(): Promise<void> {
    const generation = ++this.generation;
    this.listStatus = 'loading';
    this.listError = null;
    this.orders = [];
    this.total = 0;
    this.loadingMore = false;
    try {
      const page = await this.root.api.orders.list(FIRST_POSITION, ORDER_PAGE_SIZE, this.tab);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.orders = mergeUnique([], page.orders, idOf);
        this.total = page.total;
        this.listStatus = 'ready';
      });
      void this.readStoreTimes();
    } catch (e) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.listError = errorMessage(e);
        this.listStatus = 'error';
      });
    }
  }

  /** The next page; one request at a time; a failure keeps what is shown (retry with loadMore). */
  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore || this.listStatus !== 'ready') return;
    const generation = this.generation;
    this.loadingMore = true;
    this.listError = null;
    try {
      const page = await this.root.api.orders.list(this.orders.length, ORDER_PAGE_SIZE, this.tab);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.orders = mergeUnique(this.orders, page.orders, idOf);
        // a shorter total (an order moved tab meanwhile) never hides what is shown
        this.total = Math.max(page.total, this.orders.length);
        if (page.orders.length === 0) this.total = this.orders.length;
      });
      void this.readStoreTimes();
    } catch (e) {
      if (generation === this.generation) runInAction(() => (this.listError = errorMessage(e)));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loadingMore = false));
    }
  }

  /**
   * One order: the owner's, or any order whose receipt link token is given (someone else's answers
   * not found). Never rejects.
   */
  async loadOrder(orderID: string, token?: string): Promise<void> {
    this.orderToken = token ?? null;
    this.cancelledNow = null;
    this.orderStatus = 'loading';
    this.orderError = null;
    try {
      const order = await this.root.api.orders.get(orderID, token);
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

  /** PUT cancelOrder/{id}: unpaid or pay-at-store orders (the server says why not otherwise). */
  async cancel(): Promise<void> {
    if (!this.order || this.cancelling) return;
    this.cancelling = true;
    this.orderError = null;
    try {
      const order = await this.root.api.orders.cancel(this.order.orderID);
      runInAction(() => {
        this.order = order;
        this.cancelledNow = order.status === 'CANCELLED' ? order.orderID : null;
      });
      this.root.payment.clearAttempt();
    } catch (e) {
      runInAction(() => (this.orderError = errorMessage(e)));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }

  /** PUT addComment/{id}; true when kept (the text box then empties). */
  async addComment(text: string): Promise<boolean> {
    const o = this.order;
    if (!o || this.commenting) return false;
    const invalid = commentError(text, o.comments.length);
    if (invalid) {
      this.commentError = this.root.session.t(invalid.key, invalid.params);
      return false;
    }
    this.commenting = true;
    this.commentError = null;
    try {
      const order = await this.root.api.orders.addComment(o.orderID, text.trim());
      runInAction(() => (this.order = order));
      void this.readStoreTimes();
      return true;
    } catch (e) {
      runInAction(() => (this.commentError = errorMessage(e)));
      return false;
    } finally {
      runInAction(() => (this.commenting = false));
    }
  }
}
