/**
 * The page's real first content in the HTML shell (server/web/shell.ts): what the app will draw
 * first on this page, drawn from the store's data before any script runs, so the largest thing on
 * the first screen (the product's picture, the first row of cards, the home hero) paints with the
 * HTML. The markup is the app's own (the same elements and class names as the page components),
 * styled by the build's own rules for those classes (first-content-css.ts: taken from the page's CSS chunks and inlined),
 * so each box lands where the app will put its own; src/platform/html-shell.ts takes the shell
 * away once the app has painted the element named by `data-sf-until`.
 *
 * The data goes through the app's own rules: the API answer's shape through the catalogue
 * service's normalisers (picture choice), prices through domain/price + domain/money, texts
 * through the app's translator in the request's language. The shell is aria-hidden: the app's
 * content is the one assistive technology reads.
 *
 * The store's data comes from the istore API over HTTP (the same calls the page makes:
 * productDetail, the product list and its count, sectionTemplateByType/home, pageContent), through
 * `read` (server/web/store-api.ts: kept briefly per language, no shopper's data).
 */
import { normalizeProductReviews } from '../../src/services/afterSales';
import type { Locale } from '../../types/api';
import { matchRoute } from '../../src/domain/routes';
import { homeBlocks } from '../../src/domain/homeSections';
import { sanitizeHtml } from '../../src/domain/html';
import { serializeHtml } from '../../src/domain/htmlSerialize';
import { normalizeProductDetail } from '../../src/services/catalogue';
import { normalizePageContent, normalizeSections } from '../../src/services/common';
import type { Translator } from '../../src/i18n/translator';
// the catalogue pages' texts (sort chips, list title, crumbs) load with those pages in the app
import '../../src/i18n/catalogue';
import { listContent, type ListContext } from './first-list';
import { img, price } from './first-markup';
import { escapeHtml } from './html-text';
import type { FirstContent, Read } from './first-content-types';

export type { FirstContent, Read };

const esc = escapeHtml;

/** pages/store/product: breadcrumb, main picture and thumbnails, brand, name, price. */
async function productContent(read: Read, id: number, locale: Locale, t: Translator): Promise<FirstContent | null> {
  // the reviews extension, when the API offers it (404 without it): rating and reviews for the
  // page's JSON-LD; never a reason for the page to fail
  const [wire, reviewsWire] = await Promise.all([
    read(`productDetailManagement/productDetail/${id}`),
    read(`ext/reviews/product/${id}?numberToLoad=5`).catch(() => null),
  ]);
  if (wire === null) return null;
  const d = normalizeProductDetail(wire);
  const main = d.images[0] ?? d.image;
  const crumbs = d.categoryPath.length
    ? `<div class="product-page__crumbs"><span class="product-page__crumb">${esc(t('istore_catalogue_home'))}</span>${d.categoryPath
        .map((c) => `<span class="product-page__crumb">${esc(c.displayName)}</span>`)
        .join('')}</div>`
    : '';
  const thumbs =
    d.images.length > 1
      ? `<div class="product-page__thumbs">${d.images
          .map(
            (im, i) =>
              `<span class="app-button product-page__thumb${i === 0 ? ' product-page__thumb--on' : ''}">${img('product-page__thumb-img', im.url, im.width, im.height, false)}</span>`,
          )
          .join('')}</div>`
      : '';
  const brand = d.brandName ? `<span class="product-page__brand">${esc(d.brandDisplayName ?? d.brandName)}</span>` : '';
  const html =
    `<div class="product-page">${crumbs}<div class="product-page__top"><div class="product-page__gallery"><div class="product-page__media">` +
    (main ? img('product-page__img', main.url, main.width, main.height, true) : '') +
    `</div>${thumbs}</div><div class="product-page__buy">${brand}<span class="taro-text product-page__name">${esc(d.name)}</span>` +
    `${price(d.price, d.listPrice, d.currencyCode, locale, 'lg')}</div></div></div>`;
  return {
    html,
    until: main ? 'img.product-page__img' : '.product-page__name',
    picture: main?.url ?? null,
    product: d,
    reviews: reviewsWire ? normalizeProductReviews(reviewsWire) : null,
  };
}

/**
 * pages/home: the hero (the store's name, its home content's title and text, Shop now, the
 * picture) when the store's blocks put it first, as they do by default.
 */
async function homeContent(read: Read, t: Translator, storeName: string): Promise<FirstContent | null> {
  const [sections, page] = await Promise.all([
    read('common3/sectionTemplateByType/home'),
    read('common3/pageContent?pageName=home'),
  ]);
  const blocks = homeBlocks(normalizeSections(sections));
  const hero = blocks[0]?.kind === 'hero' ? blocks[0] : null;
  if (!hero) return null;
  const content = normalizePageContent(page ?? {}, 'home');
  const body = serializeHtml(sanitizeHtml(content.body, { headingOffset: 1 }));
  const image = hero.image;
  const html =
    `<div class="home"><div class="home__hero"><span class="taro-text home__title">${esc(storeName)}</span>` +
    (content.title && content.title !== storeName
      ? `<span class="taro-text home__subtitle">${esc(content.title)}</span>`
      : '') +
    (body ? `<div class="rich-description home__content">${body}</div>` : '') +
    `<span class="home__cta">${esc(t('istore_catalogue_shop_now'))}</span>` +
    (image ? img('home__hero-img', image.url, image.width, image.height, true) : '') +
    `</div></div>`;
  return {
    html,
    until: image ? 'img.home__hero-img,.home__cta' : '.home__cta',
    picture: image?.url ?? null,
    home: { title: content.title, text: textOf(body) },
  };
}

/** The page's first content for this URL, or null when the server does not draw this page. */
export async function firstContent(
  read: Read,
  url: string,
  locale: Locale,
  t: Translator,
  storeName: string,
  list: ListContext,
): Promise<FirstContent | null> {
  const match = matchRoute(url);
  if (!match) return null;
  if (match.page === 'pages/home/index') return homeContent(read, t, storeName);
  if (match.page === 'pages/store/product/index') {
    const raw = match.params.id ?? '';
    return /^[1-9]\d{0,8}$/.test(raw) ? productContent(read, Number(raw), locale, t) : null;
  }
  if (match.page === 'pages/store/productlist/index')
    return listContent(read, 'products', match.params, locale, t, list);
  if (match.page === 'pages/store/search/index') return listContent(read, 'search', match.params, locale, t, list);
  return null;
}

/** The words of a piece of HTML (a page's description). */
export function textOf(html: string): string {
  return html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
