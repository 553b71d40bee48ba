/**
 * What search engines and link previews need to know of a page beyond its first content
 * (server/web/first-content.ts): whether the thing it names exists (an unknown product, category
 * or tag answers 404 with `noindex`, and still the app's shell, so the app shows its own
 * not-found notice), and a category's or tag's own heading and description (their pages are
 * otherwise titled with the store's name alone). Read from the istore API like the first content.
 */
import { matchRoute } from '../../src/domain/routes';
import { productListParams } from '../../src/domain/sort';
import { page as productPage } from '../../src/services/catalogue';
import type { FirstContent, Read } from './first-content';

export interface PageMeta {
  /** The page names a product, category or tag the store does not have. */
  notFound: boolean;
  /** The category's or tag's name in the page's language (the title: heading | store). */
  heading?: string;
  /** Its description: the store's own text, else the names of its first products. */
  description?: string;
}

const PRODUCT_ID = /^[1-9]\d{0,8}$/;
/** Products whose names make a list's description. */
const NAMED = 12;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A category's or tag's heading, description and picture; notFound when the API has none by that name. */
async function listMeta(read: Read, what: string, filter: string): Promise<PageMeta> {
  const [entity, list] = await Promise.all([
    read(what),
    read(`productManagement2/products?${filter}&startingPosition=0&numberToLoad=${NAMED}&infiniteLoad=true`),
  ]);
  if (entity === null) return { notFound: true };
  const e = entity as { displayName?: unknown; name?: unknown; description?: unknown };
  const products = list === null ? [] : productPage(list).items;
  const heading = text(e.displayName) || text(e.name);
  const description = text(e.description) || products.map((p) => p.name).join(', ');
  return { notFound: false, heading, description };
}

/** The page's meta, or null when the page names nothing the server checks. */
export async function pageMeta(read: Read, url: string, first: FirstContent | null): Promise<PageMeta | null> {
  const match = matchRoute(url);
  if (!match) return null;
  if (match.page === 'pages/store/product/index') {
    if (first?.product) return { notFound: false };
    const raw = match.params.id ?? '';
    if (!raw) return null;
    if (!PRODUCT_ID.test(raw)) return { notFound: true };
    return { notFound: (await read(`productDetailManagement/productDetail/${raw}`)) === null };
  }
  if (match.page === 'pages/store/productlist/index') {
    const { cat, all } = productListParams(match.params);
    if (all) return null;
    const name = encodeURIComponent(cat);
    return listMeta(read, `productManagement2/category/${name}`, `categoryName=${name}`);
  }
  if (match.page === 'pages/store/tag/index') {
    const tag = (match.params.name ?? '').trim();
    if (!tag) return null;
    const name = encodeURIComponent(tag);
    return listMeta(read, `productManagement2/tag/${name}`, `tagName=${name}`);
  }
  return null;
}
