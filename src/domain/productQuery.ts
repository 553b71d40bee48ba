/** Catalogue queries (spec 2.8, 5, 7.2, 7.3): product list and order list paging, search. */
import { FIRST_POSITION, ORDER_PAGE_SIZE, PRODUCT_PAGE_SIZE } from './constants';

export interface ProductListInput {
  cat?: string | null;
  sort?: string | null;
  brand?: string | null;
  tag?: string | null;
  clearance?: boolean;
  startingPosition?: number;
}

/** Query of GET productManagement2/products (spec 7.2). */
export interface ProductListQuery {
  infiniteLoad: boolean;
  numberToLoad: number;
  startingPosition: number;
  categoryName?: string;
  brandName?: string;
  tagName?: string;
  clearance?: boolean;
  sortby?: string;
}

function present(v: string | null | undefined): string | undefined {
  const t = (v ?? '').trim();
  return t ? t : undefined;
}

function assertPosition(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`position must be a non-negative integer, got ${n}`);
  return n;
}

/** Spec 5: the 'all' category is omitted; sort 'date' is sent as 'default'. */
export function productListQuery(input: ProductListInput): ProductListQuery {
  const q: ProductListQuery = {
    infiniteLoad: true,
    numberToLoad: PRODUCT_PAGE_SIZE,
    startingPosition: assertPosition(input.startingPosition ?? FIRST_POSITION),
  };
  const cat = present(input.cat);
  if (cat && cat.toLowerCase() !== 'all') q.categoryName = cat;
  const brand = present(input.brand);
  if (brand) q.brandName = brand;
  const tag = present(input.tag);
  if (tag) q.tagName = tag;
  if (input.clearance) q.clearance = true;
  const sort = present(input.sort);
  if (sort) q.sortby = sort === 'date' ? 'default' : sort;
  return q;
}

/** Query of GET admin/orderManagement/orders/list (spec 7.3). */
export function orderListQuery(startingPosition: number = FIRST_POSITION): {
  numberToLoad: number;
  startingPosition: number;
  infiniteLoad: boolean;
} {
  return { numberToLoad: ORDER_PAGE_SIZE, startingPosition: assertPosition(startingPosition), infiniteLoad: true };
}

/** Spec 5: search runs only if the text is non-empty (after trimming). */
export function shouldSearch(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > 0;
}

/** Route of a search: /store/search?searchStr=... */
export function searchUrl(text: string): string {
  return `/store/search?searchStr=${encodeURIComponent(text.trim())}`;
}

/** The next page starts where the loaded items end. */
export function nextPosition(loaded: number): number {
  return assertPosition(loaded);
}

/** More pages may follow while the last page came back full. */
export function hasMore(lastPageCount: number, pageSize: number = PRODUCT_PAGE_SIZE): boolean {
  return lastPageCount >= pageSize;
}

/** A product page's id (`/store/product/{id}` or `?id=`): a positive whole number, else null. */
export function productIdParam(params: Record<string, string | undefined>): number | null {
  const raw = (params.id ?? '').trim();
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** A search page's words (`/store/search?searchStr=`), trimmed; '' when none (spec 5: nothing is searched). */
export function searchTermParam(params: Record<string, string | undefined>): string {
  return (params.searchStr ?? '').trim();
}
