/**
 * What search engines and link previews read from the server-drawn HTML, in the page's language:
 * the title, a description, the canonical URL, `hreflang` alternates (en, zh, x-default), Open
 * Graph and Twitter tags (a product's picture and price), and schema.org JSON-LD (`Organization`
 * on every page; `Product` with its `Offer` and availability (and, with the reviews extension, its
 * `aggregateRating` and first `review`s), and a `BreadcrumbList`, on a product page; a `BreadcrumbList` on the all-products list).
 *
 * A page's language is the shopper's (session or Accept-Language); `?lang=en|zh` asks for one,
 * which is how each language's URL differs for the alternates. The data is what the page shell
 * already read (server/web/first-content.ts), through the app's normalisers.
 */
import type { Locale } from '../../types/api';
import { fractionDigits } from '../../src/domain/money';
import { serializeHtml } from '../../src/domain/htmlSerialize';
import type { Translator } from '../../src/i18n/translator';
import '../../src/i18n/catalogue';
import type { ProductDetailModel } from '../../src/services/catalogue';
import { matchRoute } from '../../src/domain/routes';
import { reviewsJsonLd } from '../../src/domain/reviews';
import { escapeHtml, safeUrl } from './html-text';
import { textOf, type FirstContent } from './first-content';
import type { PageMeta } from './page-meta';
import { productShareImage, SHARE_HEIGHT, SHARE_WIDTH, STORE_SHARE_IMAGE } from './share-image-paths';

export const LANG_PARAM = 'lang';
export const SEO_LOCALES: readonly Locale[] = ['en', 'zh'];
const DESCRIPTION_MAX = 160;

export interface SeoInput {
  /** scheme://host of the store as shoppers reach it. */
  origin: string;
  /** The request's path and query. */
  url: string;
  locale: Locale;
  storeName: string;
  logoUrl: string | null;
  t: Translator;
  first: FirstContent | null;
  /** The page's product, category or tag: unknown (noindex), or a list's heading. */
  meta?: PageMeta | null;
}

/** `?lang=` of a page request when it names a language of the store. */
export function langParam(url: string): Locale | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  const v = new URLSearchParams(url.slice(q + 1)).get(LANG_PARAM);
  return v === 'en' || v === 'zh' ? v : null;
}

/** The URL of this page in `locale` (null: without `lang`, the x-default). */
export function pageUrl(origin: string, url: string, locale: Locale | null): string {
  const [pathname, query = ''] = url.split('#')[0].split('?');
  const params = new URLSearchParams(query);
  params.delete(LANG_PARAM);
  // volatile parameters are not part of a page's address
  params.delete('rid');
  if (locale) params.set(LANG_PARAM, locale);
  const qs = params.toString();
  return `${origin}${pathname}${qs ? `?${qs}` : ''}`;
}

const absolute = (origin: string, u: string | null | undefined): string | null => {
  const s = safeUrl(u ?? null);
  if (!s) return null;
  return s.startsWith('/') ? `${origin}${s}` : s;
};

function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Minor units as the decimal schema.org and Open Graph want: 1299 CAD -> '12.99'. */
export function decimalPrice(minor: number, code: string): string {
  const digits = fractionDigits(code);
  const s = String(Math.abs(minor)).padStart(digits + 1, '0');
  const body = digits > 0 ? `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}` : s;
  return minor < 0 ? `-${body}` : body;
}

/** JSON safe inside <script>. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Crumb {
  name: string;
  url: string;
}

function breadcrumbs(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

function productLd(p: ProductDetailModel, url: string, origin: string, description: string): Record<string, unknown> {
  const images = (p.images.length ? p.images : p.image ? [p.image] : [])
    .map((im) => absolute(origin, im.url))
    .filter((u): u is string => !!u);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(p.price, p.currencyCode),
      priceCurrency: p.currencyCode,
      availability: p.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (p.sku) ld.sku = p.sku;
  if (images.length) ld.image = images;
  if (description) ld.description = description;
  if (p.brandName) ld.brand = { '@type': 'Brand', name: p.brandDisplayName ?? p.brandName };
  if (p.categoryPath.length) ld.category = p.categoryPath.map((c) => c.displayName).join(' > ');
  return ld;
}

/** Tags for the head, and the page's title. */
export function seoHead(input: SeoInput): { title: string; tags: string } {
  const { origin, url, locale, storeName, t, first, meta } = input;
  // A page asked for in a language (?lang=) is that language's address; one without it is the
  // x-default address, which picks its language from the shopper, and names itself: a canonical
  // pointing at another hreflang address tells search engines to drop this one (Lighthouse SEO).
  const canonical = pageUrl(origin, url, langParam(url) ? locale : null);
  const home = pageUrl(origin, '/', locale);
  const page = matchRoute(url)?.page;
  const product = first?.product;
  const ld: Array<Record<string, unknown>> = [];
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: storeName,
    url: `${origin}/`,
  };
  const logo = absolute(origin, input.logoUrl);
  if (logo) organization.logo = logo;
  ld.push(organization);

  let title = storeName;
  let description = '';
  let image: string | null = null;
  let type = 'website';
  const extra: string[] = [];

  if (product) {
    title = storeName ? `${product.name} | ${storeName}` : product.name;
    description = clip(textOf(serializeHtml(product.description))) || product.name;
    image = absolute(origin, (product.images[0] ?? product.image)?.url);
    type = 'product';
    const crumbs: Crumb[] = [
      { name: t('istore_catalogue_home'), url: home },
      ...product.categoryPath.map((c) => ({
        name: c.displayName,
        url: pageUrl(origin, `/store/productlist?cat=${encodeURIComponent(c.name)}`, locale),
      })),
      { name: product.name, url: canonical },
    ];
    const reviews = first?.reviews;
    ld.push(
      {
        ...productLd(product, canonical, origin, description),
        ...(reviews ? reviewsJsonLd(reviews.summary, reviews.reviews) : {}),
      },
      breadcrumbs(crumbs),
    );
    extra.push(
      `<meta property="product:price:amount" content="${escapeHtml(decimalPrice(product.price, product.currencyCode))}">`,
      `<meta property="product:price:currency" content="${escapeHtml(product.currencyCode)}">`,
      `<meta property="product:availability" content="${product.available ? 'in stock' : 'out of stock'}">`,
    );
  } else if (page === 'pages/store/productlist/index' && first?.products) {
    const heading = t('istore_catalogue_all_products');
    title = storeName ? `${heading} | ${storeName}` : heading;
    description = clip(first.products.map((p) => p.name).join(', '));
    ld.push(
      breadcrumbs([
        { name: t('istore_catalogue_home'), url: home },
        { name: heading, url: canonical },
      ]),
    );
  } else if (meta?.notFound) {
    // the app's own not-found notice is what the page shows; nothing of it is worth indexing
    const heading =
      page === 'pages/store/product/index'
        ? t('istore_product_not_found')
        : page === 'pages/store/productlist/index'
          ? t('istore_catalogue_no_such_category')
          : '';
    if (heading) title = storeName ? `${heading} | ${storeName}` : heading;
    extra.push('<meta name="robots" content="noindex">');
  } else if (meta?.heading) {
    title = storeName ? `${meta.heading} | ${storeName}` : meta.heading;
    description = clip(meta.description || meta.heading);
    ld.push(
      breadcrumbs([
        { name: t('istore_catalogue_home'), url: home },
        { name: meta.heading, url: canonical },
      ]),
    );
  } else if (page === 'pages/home/index' && first?.home) {
    description = clip(first.home.text || first.home.title);
  }
  if (!description) description = storeName;
  // Large previews want a raster picture of 1200×630 (an SVG is not shown): the web server draws
  // one (server/web/share-image.ts) from a product's picture the API serves, and from the store's
  // logo for every other page. A product whose picture is elsewhere (a CDN's photo) keeps it.
  const main = product ? (product.images[0] ?? product.image)?.url : null;
  const card = product ? (main && /^\/(?!\/)/.test(main) ? productShareImage(product.id) : null) : STORE_SHARE_IMAGE;
  if (card) image = `${origin}${card}`;
  if (!image) image = logo;

  const esc = escapeHtml;
  const tags = [
    description ? `<meta name="description" content="${esc(description)}">` : '',
    `<link rel="canonical" href="${esc(canonical)}">`,
    ...SEO_LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(pageUrl(origin, url, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${esc(pageUrl(origin, url, null))}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    description ? `<meta property="og:description" content="${esc(description)}">` : '',
    `<meta property="og:url" content="${esc(canonical)}">`,
    storeName ? `<meta property="og:site_name" content="${esc(storeName)}">` : '',
    `<meta property="og:locale" content="${locale === 'zh' ? 'zh_CN' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${locale === 'zh' ? 'en_US' : 'zh_CN'}">`,
    image ? `<meta property="og:image" content="${esc(image)}">` : '',
    ...(card
      ? [
          '<meta property="og:image:type" content="image/png">',
          `<meta property="og:image:width" content="${SHARE_WIDTH}">`,
          `<meta property="og:image:height" content="${SHARE_HEIGHT}">`,
        ]
      : []),
    ...extra,
    `<meta name="twitter:card" content="${card || (product && image) ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(title)}">`,
    description ? `<meta name="twitter:description" content="${esc(description)}">` : '',
    image ? `<meta name="twitter:image" content="${esc(image)}">` : '',
    ...ld.map((v) => `<script type="application/ld+json">${jsonLd(v)}</script>`),
  ]
    .filter(Boolean)
    .join('');
  return { title, tags };
}
