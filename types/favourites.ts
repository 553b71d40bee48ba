/**
 * Extension `favourites` (docs/architecture.md, "Extensions"): a shopper's wish list, under
 * /api/istore/client/ext/favourites/. Not part of the istore API: a server lists 'favourites' in
 * app info's `extensions` when it answers these calls.
 *
 *   GET    ext/favourites                 the signed-in shopper's list, products as of now
 *   PUT    ext/favourites/items/{id}      save a product (idempotent); body SaveFavouriteRequest
 *   DELETE ext/favourites/items/{id}      remove it (idempotent)
 *   POST   ext/favourites/merge           a device's list (saved while signed out) into the account
 *   POST   ext/favourites/share           a read-only link's token for the list (same token until revoked)
 *   DELETE ext/favourites/share           revoke the link
 *   GET    ext/favourites/shared/{token}  a shared list, read-only, to anyone with the link
 *   GET    ext/favourites/products?ids=   products as of now for a device's list (no account needed)
 */
import type { Product } from './catalogue';

/** Most products one list keeps (a device's list is cut to it too). */
export const MAX_FAVOURITES = 200;

/** A product saved, with its price when saved (for "now CA$x, was CA$y when you saved it"). */
export interface FavouriteEntry {
  productId: number;
  /** Price when saved, minor units of currencyCode. */
  savedPrice: number;
  currencyCode: string;
  /** ISO 8601. */
  savedAt: string;
}

/** An entry with its product as of now; `product` null when the product is gone from the store. */
export interface Favourite extends FavouriteEntry {
  product: Product | null;
}

/** GET ext/favourites: newest first. */
export interface FavouritesList {
  items: Favourite[];
  /** The token of the list's read-only link, when the shopper made one. */
  shareToken: string | null;
}

/** Body of PUT ext/favourites/items/{id}: the price the shopper saw (else the price now). */
export interface SaveFavouriteRequest {
  savedPrice?: number;
  currencyCode?: string;
  savedAt?: string;
}

/** Body of POST ext/favourites/merge. */
export interface MergeFavouritesRequest {
  items: FavouriteEntry[];
}

/** POST ext/favourites/share. */
export interface FavouritesShare {
  token: string;
}

/** GET ext/favourites/shared/{token}: the owner's first name and the list, read-only. */
export interface SharedFavourites {
  ownerName: string;
  items: Favourite[];
}

/** GET ext/favourites/products?ids=1,2: the products as of now (gone ones left out). */
export interface FavouriteProducts {
  products: Product[];
}
