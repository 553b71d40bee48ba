/** The figures of My Account's section menu, per screen. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderCountModel } from '@/services/orders';
import type { MembershipDetailModel } from '@/services/user';
import type { Root } from './root';
import { userApi } from './userApi';

/** My Account's section menu: orders per state, credit balance, usable coupons, membership. */
export class AccountSectionsStore {
  counts: OrderCountModel | null = null;
  credit: { balance: number; currency: string } | null = null;
  couponCount: number | null = null;
  membership: MembershipDetailModel | null = null;
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(
      this,
      { root: false, counts: observableRef, credit: observableRef, membership: observableRef },
      { autoBind: true },
    );
  }

  /** Each figure on its own: one that fails to load is left out, the rest show. Never rejects. */
  async load(): Promise<void> {
    const api = userApi(this.root);
    await Promise.all([
      this.root.api.orders.count().then(
        (c) => runInAction(() => (this.counts = c)),
        () => undefined,
      ),
      this.root.api.checkout.storeCredit().then(
        (c) => runInAction(() => (this.credit = c)),
        () => undefined,
      ),
      api.coupons().then(
        (c) => runInAction(() => (this.couponCount = c.filter((x) => x.state === 'AVAILABLE').length)),
        () => undefined,
      ),
      api.membershipDetail().then(
        (m) => runInAction(() => (this.membership = m)),
        () => undefined,
      ),
    ]);
  }
}
