/**
 * Favourites (extension `favourites`): which products the shopper saved, for the hearts on
 * product cards and the product page, and the Favourites page.
 *
 * A visitor's list lives on the device (storage key `istore.favourites`: works offline, survives
 * reloads, in the mini-program's storage too). Once the shopper is signed in and the server offers
 * the extension, the device's list is merged into the account's (POST ext/favourites/merge) and
 * the device's copy is dropped: from then on the account's list is the one shown, and every
 * device signed in to the account reads the same one. Nothing shows unless the server offers it.
 */
import { autorun, makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FavouriteEntry } from '@api-types';
import { readFavourites, toggleFavourite } from '@/domain/favourites';
import { errorMessage } from '@/services/http';
import { createFavouritesApi, type FavouritesApi, type FavouritesModel } from '@/services/favourites';
import type { Root } from './root';

export const FAVOURITES_STORAGE_KEY = 'istore.favourites';

/** The price a heart saves: what the shopper sees. */
export interface FavouriteProduct {
  id: number;
  price: number;
  currencyCode: string;
}

export class FavouritesStore {
  /** Newest first: the device's list, or the account's once synced. */
  entries: FavouriteEntry[];
  /** Whose list `entries` is. */
  source: 'device' | 'account' = 'device';
  /** The account list's share token (null: not shared, or not signed in). */
  shareToken: string | null = null;
  /** Last failed save, remove or sync, for the page to say. */
  error: string | null = null;
  /** Products being saved or removed right now (a second tap waits). */
  pending: number[] = [];

  /** The extension's calls (their code rides with this store, off the first screen). */
  readonly api: FavouritesApi;
  private readonly root: Root;
  private syncSeq = 0;

  constructor(root: Root) {
    this.root = root;
    this.api = createFavouritesApi(root.api.http);
    this.entries = readFavourites(root.platform.storage.get(FAVOURITES_STORAGE_KEY));
    makeAutoObservable<this, 'root' | 'syncSeq'>(
      this,
      { root: false, syncSeq: false, api: false, entries: observableRef, pending: observableRef },
      { autoBind: true },
    );
    // at once (built after start-up), then on sign-in, sign-out, another account, or app info
    // saying the server offers favourites; the key keeps sync's own reads from re-running it
    let key = '';
    autorun(() => {
      const now = `${this.offered}|${this.root.session.loggedIn}|${this.root.session.userID ?? ''}`;
      if (now === key) return;
      key = now;
      void this.sync();
    });
  }

  /** The server offers favourites: the hearts and the page show. */
  get offered(): boolean {
    return this.root.app.offers('favourites');
  }

  get count(): number {
    return this.entries.length;
  }

  has(productId: number): boolean {
    return this.entries.some((e) => e.productId === productId);
  }

  isPending(productId: number): boolean {
    return this.pending.includes(productId);
  }

  /**
   * Saves the product (at the price shown) or removes it. On the device at once; for a signed-in
   * shopper on the server too, undone when the server refuses. Resolves whether it held.
   */
  async toggle(product: FavouriteProduct, on = !this.has(product.id)): Promise<boolean> {
    if (this.isPending(product.id)) return false;
    const entry: FavouriteEntry = {
      productId: product.id,
      savedPrice: product.price,
      currencyCode: product.currencyCode,
      savedAt: new Date().toISOString(),
    };
    const before = this.entries;
    this.entries = toggleFavourite(this.entries, entry, on);
    this.error = null;
    if (this.source === 'device') {
      this.persist();
      return true;
    }
    this.pending = [...this.pending, product.id];
    const api = this.api;
    try {
      const list = await (on ? api.save(product.id) : api.remove(product.id));
      runInAction(() => this.applyAccount(list));
      return true;
    } catch (e) {
      runInAction(() => {
        this.entries = before;
        this.error = errorMessage(e);
      });
      return false;
    } finally {
      runInAction(() => (this.pending = this.pending.filter((id) => id !== product.id)));
    }
  }

  /**
   * Brings the list in line with who is signed in: a signed-in shopper's device list is merged
   * into the account (then dropped from the device) and the account's list read; signed out, the
   * device's list shows again. Never rejects.
   */
  async sync(): Promise<void> {
    const seq = ++this.syncSeq;
    if (!this.offered) return;
    const { session, platform } = this.root;
    if (!session.loggedIn) {
      this.source = 'device';
      this.shareToken = null;
      this.entries = readFavourites(platform.storage.get(FAVOURITES_STORAGE_KEY));
      return;
    }
    const device = readFavourites(platform.storage.get(FAVOURITES_STORAGE_KEY));
    const api = this.api;
    try {
      const list = device.length ? await api.merge(device) : await api.list();
      if (seq !== this.syncSeq) return;
      // merged: the account holds them now (a later sign-out must not bring them back as a visitor's)
      if (device.length) platform.storage.remove(FAVOURITES_STORAGE_KEY);
      runInAction(() => {
        this.source = 'account';
        this.applyAccount(list);
      });
    } catch (e) {
      if (seq === this.syncSeq) runInAction(() => (this.error = errorMessage(e)));
    }
  }

  /** Takes the account's list as the server answered it (the page's fresh read included). */
  applyAccount(list: FavouritesModel): void {
    this.entries = list.items.map(({ productId, savedPrice, currencyCode, savedAt }) => ({
      productId,
      savedPrice,
      currencyCode,
      savedAt,
    }));
    this.shareToken = list.shareToken;
  }

  setShareToken(token: string | null): void {
    this.shareToken = token;
  }

  private persist(): void {
    this.root.platform.storage.set(FAVOURITES_STORAGE_KEY, this.entries);
  }
}
