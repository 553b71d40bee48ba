/**
 * The shopper's own lists kept by the app: favourites (extension `favourites`) and recently
 * viewed. Their code is not part of the first screen: on H5 it loads a moment after the page is
 * up (loadShopperLists.ts), or at once with a page that imports this module (product and list pages, user
 * area). Until then `root.lists` is null and the hearts and strips show nothing.
 */
import { runInAction } from 'mobx';
import { FavouritesStore } from './FavouritesStore';
import { RecentlyViewedStore } from './RecentlyViewedStore';
import type { Root } from './root';
import '@/i18n/shopper-lists';

export interface ShopperLists {
  favourites: FavouritesStore;
  recent: RecentlyViewedStore;
}

/** This root's lists, built on the first call. */
export function shopperLists(root: Root): ShopperLists {
  const had = root.lists;
  if (had) return had;
  const lists: ShopperLists = { favourites: new FavouritesStore(root), recent: new RecentlyViewedStore(root) };
  runInAction(() => root.setLists(lists));
  return lists;
}
