/** Coupons (common3/coupons/ and /{code}) and store credit history, per screen. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { runningBalances } from '@/domain/coupons';
import type { StoreCreditEntryModel } from '@/services/checkout';
import { errorMessage } from '@/services/http';
import type { CouponModel } from '@/services/user';
import type { Root } from './root';
import { userApi, type LoadStatus } from './userApi';

/** The shopper's coupons and a code lookup (common3/coupons/ and /{code}). */
export class CouponsStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  coupons: CouponModel[] = [];
  lookup: CouponModel | null = null;
  lookupError: string | null = null;
  lookingUp = false;
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(
      this,
      { root: false, coupons: observableRef, lookup: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const coupons = await userApi(this.root).coupons();
      runInAction(() => {
        this.coupons = coupons;
        this.status = 'ready';
      });
    } catch (e) {
      // what was shown stays (Try again reloads)
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  async find(code: string): Promise<void> {
    const c = code.trim();
    if (!c || this.lookingUp) {
      if (!c) this.lookupError = this.root.session.t('istore_coupons_enter_code');
      return;
    }
    this.lookingUp = true;
    this.lookupError = null;
    this.lookup = null;
    try {
      const found = await userApi(this.root).coupon(c);
      runInAction(() => (this.lookup = found));
    } catch (e) {
      runInAction(() => (this.lookupError = errorMessage(e)));
    } finally {
      runInAction(() => (this.lookingUp = false));
    }
  }
}

export interface CreditRow extends StoreCreditEntryModel {
  /** Balance after this entry, from the balance back (domain/coupons runningBalances). */
  runningBalance: number;
}

/** Store credit balance and history (storeCredit, storeCreditHistory). */
export class CreditStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  balance = 0;
  currency = '';
  rows: CreditRow[] = [];
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(this, { root: false, rows: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const api = this.root.api.checkout;
      const [credit, history] = await Promise.all([api.storeCredit(), api.storeCreditHistory()]);
      const balances = runningBalances(history.entries, credit.balance);
      runInAction(() => {
        this.balance = credit.balance;
        this.currency = credit.currency;
        this.rows = history.entries.map((e, i) => ({ ...e, runningBalance: balances[i] }));
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }
}
