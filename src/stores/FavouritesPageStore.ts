/**
 * The Favourites page (/user/favourites): the shopper's list with each product as of now, add to
 * cart, remove, share by read-only link; or a list someone shared (?list=token), read-only.
 * Loads with the page, off the first screen.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { favouriteState, type FavouriteState } from '@/domain/favourites';
import { errorMessage, type ApiError, asApiError } from '@/services/http';
import type { FavouriteItem } from '@/services/favourites';
import type { Root } from './root';
import { shopperLists } from './shopperLists';
import type { FavouritesStore } from './FavouritesStore';

export interface FavouriteRow {
  item: FavouriteItem;
  state: FavouriteState;
}

export class FavouritesPageStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: ApiError | null = null;
  items: FavouriteItem[] = [];
  /** A shared list's owner (shared mode). */
  ownerName = '';
  /** Product being added to the cart. */
  adding: number | null = null;
  /** Last action's outcome, for a live region. */
  notice: string | null = null;
  noticeSeq = 0;
  actionError: string | null = null;
  sharing = false;

  private readonly root: Root;
  private readonly favourites: FavouritesStore;
  /** A shared list's token; null for the shopper's own. */
  readonly token: string | null;
  private seq = 0;

  constructor(root: Root, token: string | null) {
    this.root = root;
    this.token = token;
    // the page has the lists' code: build them now if the first screen has not yet
    this.favourites = shopperLists(root).favourites;
    makeAutoObservable<this, 'root' | 'seq' | 'favourites'>(
      this,
      { root: false, seq: false, token: false, favourites: false, items: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  get shared(): boolean {
    return this.token !== null;
  }

  /** Own list: what the hearts say now (a removal shows at once), with the products as loaded. */
  get rows(): FavouriteRow[] {
    const fav = this.favourites;
    const loaded = new Map(this.items.map((i) => [i.productId, i]));
    const items = this.shared
      ? this.items
      : fav.entries.map((e) => loaded.get(e.productId)).filter((i): i is FavouriteItem => !!i);
    return items.map((item) => ({ item, state: favouriteState(item, item.product) }));
  }

  /** Own list still waiting for products it has no answer for (saved on another page meanwhile). */
  get missing(): number[] {
    if (this.shared) return [];
    const loaded = new Set(this.items.map((i) => i.productId));
    return this.favourites.entries.filter((e) => !loaded.has(e.productId)).map((e) => e.productId);
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    const favourites = this.favourites;
    const api = this.favourites.api;
    this.status = 'loading';
    this.error = null;
    try {
      if (this.token) {
        const list = await api.shared(this.token);
        if (seq !== this.seq) return;
        runInAction(() => {
          this.items = list.items;
          this.ownerName = list.ownerName;
        });
      } else if (favourites.source === 'account' || this.root.session.loggedIn) {
        // the account's list read afresh: what another device saved shows here
        const list = await api.list();
        if (seq !== this.seq) return;
        runInAction(() => {
          favourites.applyAccount(list);
          this.items = list.items;
        });
      } else {
        const entries = favourites.entries;
        const products = await api.products(entries.map((e) => e.productId));
        if (seq !== this.seq) return;
        const byId = new Map(products.map((p) => [p.id, p]));
        runInAction(() => {
          this.items = entries.map((e) => ({ ...e, product: byId.get(e.productId) ?? null }));
        });
      }
      runInAction(() => (this.status = 'ready'));
    } catch (e) {
      if (seq === this.seq)
        runInAction(() => {
          this.error = asApiError(e);
          this.status = 'error';
        });
    }
  }

  /** Puts one of the product (no options) in the cart at today's price. */
  async addToCart(item: FavouriteItem): Promise<void> {
    if (!item.product || this.adding !== null) return;
    this.adding = item.productId;
    this.actionError = null;
    try {
      await this.root.cart.add({ productId: item.productId, optionPair: null, quantity: 1 });
      runInAction(() => this.say(this.root.session.t('istore_fav_added', { name: item.product?.name ?? '' })));
    } catch (e) {
      runInAction(() => (this.actionError = errorMessage(e)));
    } finally {
      runInAction(() => (this.adding = null));
    }
  }

  async remove(item: FavouriteItem): Promise<void> {
    this.actionError = null;
    const ok = await this.favourites.toggle(
      { id: item.productId, price: item.savedPrice, currencyCode: item.currencyCode },
      false,
    );
    if (!ok) runInAction(() => (this.actionError = this.favourites.error));
  }

  /** Makes (or keeps) the read-only link; resolves with its token, or null on failure. */
  async share(): Promise<string | null> {
    this.sharing = true;
    this.actionError = null;
    try {
      const token = await this.favourites.api.share();
      runInAction(() => this.favourites.setShareToken(token));
      return token;
    } catch (e) {
      runInAction(() => (this.actionError = errorMessage(e)));
      return null;
    } finally {
      runInAction(() => (this.sharing = false));
    }
  }

  async stopSharing(): Promise<void> {
    this.sharing = true;
    this.actionError = null;
    try {
      const list = await this.favourites.api.unshare();
      runInAction(() => this.favourites.applyAccount(list));
    } catch (e) {
      runInAction(() => (this.actionError = errorMessage(e)));
    } finally {
      runInAction(() => (this.sharing = false));
    }
  }

  clearNotice(): void {
    this.notice = null;
  }

  private say(text: string): void {
    this.notice = text;
    this.noticeSeq++;
  }
}
