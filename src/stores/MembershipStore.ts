/** Membership, per screen. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errorMessage } from '@/services/http';
import type { MembershipDetailModel, MembershipProductModel } from '@/services/user';
import type { Root } from './root';
import { userApi, type LoadStatus } from './userApi';

/** Membership products and the shopper's membership (membershipProducts, membershipDetail, the catalogue's MEMBERSHIP query). */
export class MembershipStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  products: MembershipProductModel[] = [];
  detail: MembershipDetailModel | null = null;
  adding = false;
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(
      this,
      { root: false, products: observableRef, detail: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const api = userApi(this.root);
      const [products, detail] = await Promise.all([
        api.membershipProducts(),
        api.membershipDetail(),
        this.root.catalogue.loadMembership(),
      ]);
      runInAction(() => {
        this.products = products;
        this.detail = detail;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  /** Buying goes the normal way: into the cart, then checkout and payment. */
  async addToCart(productId: number): Promise<boolean> {
    if (this.adding) return false;
    this.adding = true;
    this.error = null;
    try {
      await this.root.cart.add({ productId, optionPair: null, quantity: 1 });
      return true;
    } catch (e) {
      runInAction(() => (this.error = errorMessage(e)));
      return false;
    } finally {
      runInAction(() => (this.adding = false));
    }
  }
}
