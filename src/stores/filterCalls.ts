/**
 * The calls a filtered list makes beyond the catalogue client: the spec's product list with an
 * optionPair, and the `filters` extension's products and facets. Loaded with the list pages only.
 */
import { EXT_PATH } from '@api-types';
import type { ChoiceInput, ExtFilterQuery, FacetsInput } from '@/domain/filterPlan';
import { productListQuery } from '@/domain/productQuery';
import { page, type ProductPage } from '@/services/catalogue';
import { isRecord, list, num, strOrNull } from '@/services/guards';
import { badResponse, type Http } from '@/services/http';

const EXT = `${EXT_PATH}/filters`;

const whole = (v: unknown): number | null => {
  const n = num(v, NaN);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

function choice(v: unknown): ChoiceInput | null {
  if (!isRecord(v)) return null;
  const value = strOrNull(v.value);
  const count = whole(v.count);
  return value && count ? { value, label: strOrNull(v.label)?.trim() || value, count } : null;
}

/** The facets leniently: a malformed choice or group is dropped, an unusable number is unknown. */
function facetsOf(v: unknown): FacetsInput {
  if (!isRecord(v)) throw badResponse();
  const price = isRecord(v.price) ? { min: whole(v.price.min), max: whole(v.price.max) } : null;
  return {
    total: whole(v.total),
    brands: list(v.brands, choice),
    tags: list(v.tags, choice),
    options: list(v.options, (o) => {
      if (!isRecord(o)) return null;
      const key = strOrNull(o.key);
      const values = list(o.values, choice);
      return key && values.length ? { key, name: strOrNull(o.name)?.trim() || key, values } : null;
    }),
    price:
      price && price.min !== null && price.max !== null && price.min <= price.max
        ? { min: price.min, max: price.max }
        : null,
    inStock: whole(v.inStock),
  };
}

export interface SpecListQuery {
  cat: string;
  brand: string | null;
  tag: string | null;
  optionPair: string;
  sort: string;
}

export interface FilterCalls {
  /** GET productManagement2/products with the spec's optionPair (the catalogue client sends none). */
  specPage(q: SpecListQuery, startingPosition: number, numberToLoad: number): Promise<ProductPage>;
  /** GET ext/filters/products. */
  extensionPage(q: ExtFilterQuery, startingPosition: number, numberToLoad: number): Promise<ProductPage>;
  /** GET ext/filters/facets. */
  facets(q: ExtFilterQuery): Promise<FacetsInput>;
}

export function createFilterCalls(http: Http): FilterCalls {
  return {
    async specPage(q, startingPosition, numberToLoad) {
      const query = productListQuery({ cat: q.cat, brand: q.brand, tag: q.tag, sort: q.sort, startingPosition });
      const raw = await http.get<unknown>('productManagement2/products', {
        query: { ...query, numberToLoad, optionPair: q.optionPair },
      });
      return page(raw);
    },
    async extensionPage({ sortby, ...filters }, startingPosition, numberToLoad) {
      const sort = sortby ? productListQuery({ sort: sortby }).sortby : undefined;
      const query = { ...filters, sortby: sort, infiniteLoad: true, startingPosition, numberToLoad };
      return page(await http.get<unknown>(`${EXT}/products`, { query }));
    },
    async facets({ sortby: _sort, ...filters }) {
      return facetsOf(await http.get<unknown>(`${EXT}/facets`, { query: { ...filters } }));
    },
  };
}
