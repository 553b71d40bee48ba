/**
 * An order's progress (extension `orderTimeline`): its steps with times on the store's clock, and
 * the sandbox control that moves a demo order along. Made per screen. Only used when the server
 * offers the extension.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderTimeline } from '@api-types';
import { orderedEvents } from '@/domain/orderTimeline';
import { onStoreClock, unreadInstants, type StoreClockTime } from '@/domain/storeTime';
import { errorMessage } from '@/services/http';
import { afterSalesApi } from './afterSalesApi';
import type { Root } from './root';

export class OrderProgressStore {
  timeline: OrderTimeline | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  advancing = false;
  storeTimes: Record<string, StoreClockTime> = {};

  constructor(private readonly root: Root) {
    makeAutoObservable<this, 'root'>(
      this,
      { root: false, timeline: observableRef, storeTimes: observableRef },
      { autoBind: true },
    );
  }

  get events() {
    return this.timeline ? orderedEvents(this.timeline.events) : [];
  }

  at(iso: string): StoreClockTime {
    return onStoreClock(iso, this.storeTimes);
  }

  private async readTimes(): Promise<void> {
    const instants = unreadInstants(
      this.events.map((e) => e.at),
      this.storeTimes,
    );
    if (!instants.length) return;
    try {
      const times = await this.root.api.orders.storeTimes(instants);
      runInAction(() => (this.storeTimes = { ...this.storeTimes, ...times }));
    } catch {
      // times stay in GMT
    }
  }

  /** Never rejects. */
  async load(orderID: string, token?: string): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const timeline = await afterSalesApi(this.root).timeline(orderID, token);
      runInAction(() => {
        this.timeline = timeline;
        this.status = 'ready';
      });
      await this.readTimes();
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  /** Sandbox: records the next step; true when it moved. */
  async advance(): Promise<boolean> {
    const t = this.timeline;
    if (!t || !t.sandboxNext || this.advancing) return false;
    this.advancing = true;
    this.error = null;
    try {
      const timeline = await afterSalesApi(this.root).advance(t.orderID);
      runInAction(() => (this.timeline = timeline));
      await this.readTimes();
      return true;
    } catch (e) {
      runInAction(() => (this.error = errorMessage(e)));
      return false;
    } finally {
      runInAction(() => (this.advancing = false));
    }
  }
}
