/**
 * What the first content is made of (server/web/first-content.ts draws it; first-list.ts draws a
 * list's): the read it draws from and what it hands the shell and the page's tags.
 */
import type { ProductReviews } from '../../types/after-sales';
import type { ProductDetailModel, ProductSummary } from '../../src/services/catalogue';

/**
 * A GET of the istore API (a path under /api/istore/client) in the page's language: the answer's
 * JSON, null when the API says there is no such thing (404); throws on anything else.
 */
export type Read = (path: string) => Promise<unknown>;

export interface FirstContent {
  /** Markup for the shell's main area. */
  html: string;
  /** The app's elements whose paint ends the shell (selectors, comma-separated: all of them). */
  until: string;
  /** The main picture (preloaded at high priority). */
  picture: string | null;
  /** A product page's product (its meta tags and structured data: server/web/seo.ts). */
  product?: ProductDetailModel;
  /** A product page's rating and first reviews (extension `reviews`; null without it). */
  reviews?: ProductReviews | null;
  /** The home page's own title and text (its description). */
  home?: { title: string; text: string };
  /** The all-products list's first products (in the store's order, nothing narrowed). */
  products?: ProductSummary[];
}
