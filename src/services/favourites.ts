/**
 * Extension `favourites` (types/favourites.ts): the calls and their answers reshaped. Only used
 * when app info lists 'favourites' (domain/extensions.ts).
 */
import { EXT_PATH, type FavouriteEntry } from '@api-types';
import { readFavourites } from '@/domain/favourites';
import { isRecord, list, rec, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';
import { normalizeProduct, type ProductSummary } from './catalogue';

const P = `${EXT_PATH}/favourites`;
const badResponse = () => new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);

export interface FavouriteItem extends FavouriteEntry {
  /** The product as of now; null when it is gone from the store. */
  product: ProductSummary | null;
}

export interface FavouritesModel {
  items: FavouriteItem[];
  shareToken: string | null;
}

export interface SharedFavouritesModel {
  ownerName: string;
  items: FavouriteItem[];
}

function items(v: unknown): FavouriteItem[] {
  const raw = Array.isArray(v) ? v : [];
  // the entry's own fields are read as a device's list is; the product beside it as any product
  const products = new Map<number, ProductSummary | null>();
  for (const x of raw) {
    if (isRecord(x) && typeof x.productId === 'number') products.set(x.productId, normalizeProduct(x.product));
  }
  return readFavourites(raw).map((e) => ({ ...e, product: products.get(e.productId) ?? null }));
}

function model(v: unknown): FavouritesModel {
  if (!isRecord(v) || !Array.isArray(v.items)) throw badResponse();
  return { items: items(v.items), shareToken: strOrNull(v.shareToken) };
}

export function createFavouritesApi(http: Http) {
  return {
    /** GET ext/favourites: the signed-in shopper's list. */
    async list(): Promise<FavouritesModel> {
      return model(await http.get<unknown>(P));
    },
    async save(productId: number): Promise<FavouritesModel> {
      return model(await http.put<unknown>(`${P}/items/${productId}`));
    },
    async remove(productId: number): Promise<FavouritesModel> {
      return model(await http.delete<unknown>(`${P}/items/${productId}`));
    },
    /** POST ext/favourites/merge: a device's list into the account's. */
    async merge(entries: FavouriteEntry[]): Promise<FavouritesModel> {
      return model(await http.post<unknown>(`${P}/merge`, { items: entries }));
    },
    async share(): Promise<string> {
      const token = strOrNull(rec(await http.post<unknown>(`${P}/share`)).token);
      if (!token) throw badResponse();
      return token;
    },
    async unshare(): Promise<FavouritesModel> {
      return model(await http.delete<unknown>(`${P}/share`));
    },
    async shared(token: string): Promise<SharedFavouritesModel> {
      const path = `${P}/shared/${encodeURIComponent(token)}`;
      const v = rec(await http.get<unknown>(path));
      if (!Array.isArray(v.items)) throw badResponse();
      return { ownerName: strOrNull(v.ownerName) ?? '', items: items(v.items) };
    },
    /** Products as of now for a device's list (gone ones are absent). */
    async products(ids: number[]): Promise<ProductSummary[]> {
      if (!ids.length) return [];
      return list(
        rec(await http.get<unknown>(`${P}/products`, { query: { ids: ids.join(',') } })).products,
        normalizeProduct,
      );
    },
  };
}

export type FavouritesApi = ReturnType<typeof createFavouritesApi>;
