/**
 * The app's own markup for what the first content draws of product cards and prices (the same
 * elements and class names as components/product-card and components/price), so each box lands
 * where the app puts its own (server/web/first-content.ts).
 */
import type { Locale } from '../../types/api';
import { formatMoney } from '../../src/domain/money';
import { displayPrice, percentOff } from '../../src/domain/price';
import { columnsFor } from '../../src/domain/grid';
import type { ProductSummary } from '../../src/services/catalogue';
import type { Translator } from '../../src/i18n/translator';
import '../../src/i18n/catalogue';
import { escapeHtml, safeUrl } from './html-text';

const esc = escapeHtml;

/**
 * A picture of the shell. The main one is fetched first (and preloaded); the others wait for
 * layout (`lazy`), so the copies in rows this viewport does not show are never fetched and
 * nothing else competes with the main picture before the first paint.
 */
export function img(cls: string, src: string, width: number, height: number, main: boolean): string {
  const s = safeUrl(src);
  if (!s) return '';
  const load = main ? 'loading="eager" fetchpriority="high" decoding="sync"' : 'loading="lazy"';
  return `<img class="${cls}" src="${esc(s)}" alt="" width="${width}" height="${height}" ${load}>`;
}

/** components/price: the amount in its own currency (a first visit shows the store's currency). */
export function price(minor: number, listMinor: number, code: string, locale: Locale, size: 'md' | 'lg'): string {
  const show = (amount: number) => {
    const p = displayPrice(amount, code, { baseCurrency: code, displayCurrency: code, rate: null });
    return formatMoney(p.minor, p.currencyCode, locale);
  };
  const was = listMinor > minor ? `<span class="taro-text price__was">${esc(show(listMinor))}</span>` : '';
  return `<div class="price price--${size}${was ? ' price--sale' : ''}"><span class="taro-text price__now">${esc(show(minor))}</span>${was}</div>`;
}

/** components/product-card, as the first row of a list or grid shows it. */
export function card(p: ProductSummary, locale: Locale, t: Translator, first: boolean): string {
  const off = percentOff(p.price, p.listPrice);
  const badge = !p.available
    ? `<span class="taro-text product-card__badge product-card__badge--muted">${esc(t('istore_catalogue_sold_out'))}</span>`
    : off > 0
      ? `<span class="taro-text product-card__badge">${esc(t('istore_catalogue_percent_off', { percent: off }))}</span>`
      : '';
  const media = p.thumbnail
    ? img('product-card__img', p.thumbnail.url, p.thumbnail.width, p.thumbnail.height, first)
    : '<div class="product-card__img product-card__img--none"></div>';
  return (
    `<div class="virtual-grid__cell"><div class="product-card${p.available ? '' : ' product-card--sold-out'}"><span class="product-card__link">` +
    `<div class="product-card__media">${media}${badge}</div><div class="product-card__info"><span class="taro-text product-card__name">${esc(p.name)}</span>` +
    `${price(p.price, p.listPrice, p.currencyCode, locale, 'md')}</div></span></div></div>`
  );
}

/** Each column count the grid can have (domain/grid.ts columnsFor at the widths it changes at). */
export const FIRST_ROW_COLUMNS: readonly number[] = [...new Set([320, 576, 768, 992, 1200, 1600].map(columnsFor))];

/**
 * The first row of cards for each column count the grid can have:
 * the shell's stylesheet shows the row of the viewport's width (index.html, .sf-first__row--N).
 */
export function firstRows(products: ProductSummary[], locale: Locale, t: Translator): string {
  return FIRST_ROW_COLUMNS.map(
    (n) =>
      `<div class="sf-first__row sf-first__row--${n}">${products
        .slice(0, n)
        .map((p, i) => card(p, locale, t, i === 0))
        .join('')}</div>`,
  ).join('');
}
