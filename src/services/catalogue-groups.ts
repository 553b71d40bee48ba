/**
 * Catalogue API area, how products are grouped (spec 7.2): categories (a tree, with pictures),
 * brands and tags, each a name for links and filters and a name for people.
 */
import { badResponse, seg, type Http } from './http';
import { list, num, rec, strOrNull } from './guards';
import { image, type ImageModel } from './media';

export interface CategoryRefModel {
  name: string;
  displayName: string;
}

export interface CategoryModel extends CategoryRefModel {
  parentName: string | null;
  productCount: number;
  image: ImageModel | null;
  children: CategoryModel[];
}

/** A category page's heading (GET productManagement2/category/{name}): the category and its description. */
export interface CategoryDetailModel extends CategoryModel {
  /** Plain text under the heading; '' when the store has none. */
  description: string;
}

export interface NamedGroupModel {
  /** Key used in brandName / tagName and in brand/X, tag/X links. */
  name: string;
  displayName: string;
  productCount: number;
}

/** A group named by the wire (`name`), shown by its `displayName` (the name when it has none). */
export function normalizeRef(v: unknown): CategoryRefModel | null {
  const r = rec(v);
  const name = strOrNull(r.name);
  return name ? { name, displayName: strOrNull(r.displayName) ?? name } : null;
}

export function normalizeCategory(v: unknown, depth = 0): CategoryModel | null {
  const ref = normalizeRef(v);
  if (!ref) return null;
  const r = rec(v);
  return {
    ...ref,
    parentName: strOrNull(r.parentName),
    productCount: Math.max(0, Math.floor(num(r.productCount, 0))),
    image: image(r, ref.displayName, 300),
    // a tree deeper than any store's is a malformed answer: cut there
    children: depth < 8 ? list(r.children, (c) => normalizeCategory(c, depth + 1)) : [],
  };
}

/** The longest description shown: a store's text past this is cut at a word. */
export const CATEGORY_DESCRIPTION_MAX = 400;

export function normalizeCategoryDetail(v: unknown): CategoryDetailModel | null {
  const c = normalizeCategory(v);
  if (!c) return null;
  const raw = rec(v).description;
  const text = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  const cut =
    text.length > CATEGORY_DESCRIPTION_MAX
      ? text.slice(0, CATEGORY_DESCRIPTION_MAX).replace(/\s+\S*$/, '') + '…'
      : text;
  return { ...c, description: cut };
}

export function normalizeNamed(v: unknown): NamedGroupModel | null {
  const ref = normalizeRef(v);
  return ref ? { ...ref, productCount: Math.max(0, Math.floor(num(rec(v).productCount, 0))) } : null;
}

export function createCatalogueGroupsApi(http: Http) {
  return {
    /** GET productManagement2/category/{name}: the category page's heading, picture and description. */
    async category(name: string): Promise<CategoryDetailModel> {
      const c = normalizeCategoryDetail(await http.get<unknown>(`productManagement2/category/${seg(name)}`));
      if (!c) throw badResponse();
      return c;
    },

    /** GET productManagement/categories/{x} ('all': the roots with their subtrees). */
    async categories(x = 'all'): Promise<CategoryModel[]> {
      const raw = await http.get<unknown>(`productManagement/categories/${seg(x)}`);
      if (!Array.isArray(raw)) throw badResponse();
      return list(raw, (c) => normalizeCategory(c));
    },

    /** GET productManagement/brands. */
    async brands(): Promise<NamedGroupModel[]> {
      const raw = await http.get<unknown>('productManagement/brands');
      if (!Array.isArray(raw)) throw badResponse();
      return list(raw, normalizeNamed);
    },

    /** GET productManagement2/tag/{name}. */
    async tag(name: string): Promise<NamedGroupModel> {
      const t = normalizeNamed(await http.get<unknown>(`productManagement2/tag/${seg(name)}`));
      if (!t) throw badResponse();
      return t;
    },
  };
}
