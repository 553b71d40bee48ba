/**
 * Recently viewed: the last 20 products the shopper opened, kept on the device for this store
 * (domain/recentlyViewed.ts). Device-only and built from what the product page already loaded,
 * so it needs no extension and shows on any server. Another tab's change shows here too (H5
 * `storage` event).
 */
import { makeAutoObservable } from 'mobx';
import type { Locale } from '@api-types';
import { pushRecent, readRecent, recentName, recentStorageKey, type RecentProduct } from '@/domain/recentlyViewed';
import type { ProductSummary } from '@/services/catalogue';
import { onStorageChange as platformStorageChange } from '@/platform/storage';
import type { Root } from './root';

export class RecentlyViewedStore {
  /** Bumped when another tab changes the list, so `items` reads storage again. */
  private version = 0;
  private readonly root: Root;

  /** `onStorageChange`: another tab's writes (platform/storage.ts; tests pass their own). */
  constructor(root: Root, onStorageChange = platformStorageChange) {
    this.root = root;
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
    onStorageChange((key) => {
      if (key === null || key.startsWith('istore.recentlyViewed.')) this.changed();
    });
  }

  /** This store's key (app info's store id; one device can shop at several stores). */
  get storageKey(): string {
    return recentStorageKey(this.root.app.appDetail.caid);
  }

  /** Newest first. */
  get items(): RecentProduct[] {
    void this.version;
    return readRecent(this.root.platform.storage.get(this.storageKey));
  }

  /** The list as cards' products, named in `locale`. */
  products(locale: Locale): ProductSummary[] {
    return this.items.map((p) => recentAsProduct(p, recentName(p, locale)));
  }

  /** The product page opened `p`. */
  record(p: ProductSummary): void {
    const entry: RecentProduct = {
      id: p.id,
      names: { [this.root.session.locale]: p.name },
      price: p.price,
      listPrice: p.listPrice,
      currencyCode: p.currencyCode,
      thumbnail: p.thumbnail ? { url: p.thumbnail.url, width: p.thumbnail.width, height: p.thumbnail.height } : null,
      viewedAt: new Date().toISOString(),
    };
    this.root.platform.storage.set(this.storageKey, pushRecent(this.items, entry));
    this.changed();
  }

  /** My Account: forget them all. */
  clear(): void {
    this.root.platform.storage.remove(this.storageKey);
    this.changed();
  }

  private changed(): void {
    this.version++;
  }
}

/** A recent entry as a card's product (what the card shows: name, picture, price). */
function recentAsProduct(p: RecentProduct, name: string): ProductSummary {
  const thumbnail = p.thumbnail ? { ...p.thumbnail, alt: '' } : null;
  return {
    id: p.id,
    sku: '',
    name,
    productType: 'PRODUCT',
    price: p.price,
    listPrice: p.listPrice,
    currencyCode: p.currencyCode,
    clearance: p.listPrice > p.price,
    available: true,
    hasOptions: false,
    image: thumbnail,
    images: thumbnail ? [thumbnail] : [],
    thumbnail,
    categoryName: null,
    brandName: null,
    brandDisplayName: null,
    tags: [],
    createdDate: p.viewedAt,
  };
}
