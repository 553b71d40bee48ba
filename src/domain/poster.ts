/**
 * The share poster: a picture a shopper saves and posts (a product or a group buy, its price, the
 * store, and a QR code of the share link with their rid). Here is only what can be decided without
 * a canvas: how long names wrap and are cut in both languages, where each part goes, what the
 * price line says, and what a refused save means. Drawing is the platform's (platform/poster*).
 */
import { REFERRAL_PARAM } from './constants';
import { withQueryParam } from './share';

/** The poster's size in its own pixels (the saved PNG is this size). */
export const POSTER_WIDTH = 600;
export const POSTER_PAD = 32;
export const POSTER_HEADER = 96;
export const POSTER_PICTURE = POSTER_WIDTH - 2 * POSTER_PAD;
export const POSTER_QR = 168;
/** A name gets at most this many lines; what does not fit ends in an ellipsis. */
export const POSTER_NAME_LINES = 3;
export const POSTER_ELLIPSIS = '…';
export const POSTER_FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 200;
const NAME_SIZE = 28;
const NAME_LINE = 38;
const PRICE_SIZE = 40;
const SMALL_SIZE = 22;
const GAP = 16;
const INK = '#1c1f23';
const INK_SOFT = '#4a525c';
const SURFACE_SOFT = '#f5f6f8';
const DEFAULT_PRIMARY = '#0f5c4d';

/** The width a text takes in a font size (the canvas's measureText, or an estimate in tests). */
export type Measure = (text: string, size: number, bold: boolean) => number;

export type PosterOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { kind: 'image'; role: 'picture' | 'logo'; src: string; x: number; y: number; w: number; h: number }
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      size: number;
      bold: boolean;
      color: string;
      align: 'left' | 'right';
      /** A line through it (the price before the group price). */
      strike?: boolean;
    }
  | { kind: 'qr'; text: string; x: number; y: number; size: number };

export interface PosterLayout {
  width: number;
  height: number;
  /** Painted in order; text y is its baseline. */
  ops: PosterOp[];
}

export interface PosterInput {
  storeName: string;
  logoUrl?: string | null;
  /** The logo's width over its height, once it has loaded (a wordmark is wide); square when unknown. */
  logoAspect?: number | null;
  pictureUrl?: string | null;
  name: string;
  /** The price as shown ('$12.50', '¥12.50'): the group price of a campaign. */
  price: string;
  /** Shown struck through after the price (a list price, a campaign's normal price), when different. */
  wasPrice?: string | null;
  /** Before the price ('Group price', '拼团价'); none for a product. */
  priceLabel?: string | null;
  /** A line under the price ('Groups of 3', '3 人成团'). */
  note?: string | null;
  /** Beside the QR code ('Scan or long-press the code to open'). */
  hint: string;
  /** What the QR code says: the share link with rid. */
  link: string;
  /** The store's primary colour (readable on white), else the app's default. */
  primary?: string | null;
}

// Kinsoku: these never begin a line (closing marks, Chinese and Western sentence punctuation).
const NO_LINE_START = new Set(Array.from('，。、；：？！）」』】》〉”’,.;:?!)]}%·…'));
// Scripts written without spaces break between any two characters.
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;

/** Break points: a CJK character is a unit of its own; a Latin word keeps its trailing space. */
function units(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of Array.from(text)) {
    if (CJK.test(ch)) {
      if (word) out.push(word);
      word = '';
      out.push(ch);
    } else if (ch === ' ') {
      out.push(`${word} `);
      word = '';
    } else {
      word += ch;
    }
  }
  if (word) out.push(word);
  return out;
}

/** Cuts `text` to fit `max` with the ellipsis (code points, never half a character). */
function cut(text: string, max: number, measure: (t: string) => number): string {
  const chars = Array.from(text.trimEnd());
  while (chars.length && measure(chars.join('') + POSTER_ELLIPSIS) > max) chars.pop();
  return chars.join('').trimEnd() + POSTER_ELLIPSIS;
}

/** A word longer than a line, broken at characters. */
function splitLong(unit: string, max: number, measure: (t: string) => number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const ch of Array.from(unit)) {
    if (part && measure(part + ch) > max) {
      parts.push(part);
      part = '';
    }
    part += ch;
  }
  if (part) parts.push(part);
  return parts;
}

/**
 * `text` in lines no wider than `max`, at most `maxLines`: English breaks between words (a word
 * wider than a line between characters), Chinese between any characters, but never before a
 * closing mark or punctuation (it goes with the character before); the last line ends in '…' when
 * text is left over. Runs of white space count as one; empty text gives no lines.
 */
export function wrapText(text: string, max: number, maxLines: number, measure: (t: string) => number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean || maxLines < 1) return [];
  const pieces = units(clean).flatMap((u) => (measure(u.trimEnd()) > max ? splitLong(u, max, measure) : [u]));
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line === '' || measure((line + piece).trimEnd()) <= max) {
      line += piece;
      continue;
    }
    const chars = Array.from(line.trimEnd());
    if (NO_LINE_START.has(Array.from(piece)[0]) && chars.length > 1 && !/\s/.test(line.slice(-1))) {
      // the mark may not start the next line: the character before it goes down with it
      const last = chars.pop()!;
      lines.push(chars.join(''));
      line = last + piece;
    } else {
      lines.push(line.trimEnd());
      line = piece;
    }
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines) {
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }
  // out of lines with text left: the last line says so
  lines[maxLines - 1] = cut(lines[maxLines - 1], max, measure);
  return lines;
}

/**
 * Where each part of the poster goes: the store's logo and name on a band of its colour, the
 * picture, the name (wrapped, cut), the price (label, price, the former price struck through, a
 * note), and the QR code with its hint.
 */
export function posterLayout(input: PosterInput, measure: Measure): PosterLayout {
  const primary = input.primary || DEFAULT_PRIMARY;
  const ops: PosterOp[] = [{ kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: 10_000, fill: '#ffffff' }];
  ops.push({ kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEADER - GAP, fill: primary });
  let nameX = POSTER_PAD;
  if (input.logoUrl) {
    // a wordmark keeps its shape: as wide as its height allows, up to a third of the band
    const aspect = input.logoAspect && input.logoAspect > 0 ? input.logoAspect : 1;
    const w = Math.round(Math.min(LOGO_MAX_WIDTH, Math.max(LOGO_HEIGHT, LOGO_HEIGHT * aspect)));
    ops.push({ kind: 'rect', x: POSTER_PAD, y: 12, w: w + 8, h: LOGO_HEIGHT + 8, fill: '#ffffff' });
    ops.push({ kind: 'image', role: 'logo', src: input.logoUrl, x: POSTER_PAD + 4, y: 16, w, h: LOGO_HEIGHT });
    nameX += w + 8 + GAP;
  }
  const storeMax = POSTER_WIDTH - POSTER_PAD - nameX;
  const [store = ''] = wrapText(input.storeName, storeMax, 1, (t) => measure(t, 26, true));
  ops.push({ kind: 'text', text: store, x: nameX, y: 50, size: 26, bold: true, color: '#ffffff', align: 'left' });

  const picY = POSTER_HEADER;
  ops.push({ kind: 'rect', x: POSTER_PAD, y: picY, w: POSTER_PICTURE, h: POSTER_PICTURE, fill: SURFACE_SOFT });
  if (input.pictureUrl) {
    ops.push({
      kind: 'image',
      role: 'picture',
      src: input.pictureUrl,
      x: POSTER_PAD,
      y: picY,
      w: POSTER_PICTURE,
      h: POSTER_PICTURE,
    });
  }

  // the text column beside the QR code
  const top = picY + POSTER_PICTURE + 28;
  const qrX = POSTER_WIDTH - POSTER_PAD - POSTER_QR;
  const colMax = qrX - GAP - POSTER_PAD;
  let y = top + NAME_SIZE;
  for (const line of wrapText(input.name, colMax, POSTER_NAME_LINES, (t) => measure(t, NAME_SIZE, true))) {
    ops.push({ kind: 'text', text: line, x: POSTER_PAD, y, size: NAME_SIZE, bold: true, color: INK, align: 'left' });
    y += NAME_LINE;
  }
  y += PRICE_SIZE - NAME_LINE + 22;
  let x = POSTER_PAD;
  if (input.priceLabel) {
    const label = wrapText(input.priceLabel, colMax / 2, 1, (t) => measure(t, SMALL_SIZE, true))[0] ?? '';
    ops.push({ kind: 'text', text: label, x, y, size: SMALL_SIZE, bold: true, color: primary, align: 'left' });
    x += measure(label, SMALL_SIZE, true) + 8;
  }
  const priceSize = measure(input.price, PRICE_SIZE, true) <= colMax - (x - POSTER_PAD) ? PRICE_SIZE : SMALL_SIZE + 6;
  ops.push({ kind: 'text', text: input.price, x, y, size: priceSize, bold: true, color: primary, align: 'left' });
  x += measure(input.price, priceSize, true) + 12;
  const was = input.wasPrice && input.wasPrice !== input.price ? input.wasPrice : null;
  if (was && x + measure(was, SMALL_SIZE, false) <= POSTER_PAD + colMax) {
    ops.push({
      kind: 'text',
      text: was,
      x,
      y,
      size: SMALL_SIZE,
      bold: false,
      color: INK_SOFT,
      align: 'left',
      strike: true,
    });
  } else if (was) {
    y += SMALL_SIZE + 10;
    ops.push({
      kind: 'text',
      text: was,
      x: POSTER_PAD,
      y,
      size: SMALL_SIZE,
      bold: false,
      color: INK_SOFT,
      align: 'left',
      strike: true,
    });
  }
  if (input.note) {
    y += SMALL_SIZE + 14;
    const [note = ''] = wrapText(input.note, colMax, 1, (t) => measure(t, SMALL_SIZE, false));
    ops.push({
      kind: 'text',
      text: note,
      x: POSTER_PAD,
      y,
      size: SMALL_SIZE,
      bold: false,
      color: INK_SOFT,
      align: 'left',
    });
  }

  ops.push({ kind: 'qr', text: input.link, x: qrX, y: top, size: POSTER_QR });
  let hintY = top + POSTER_QR + 30;
  for (const line of wrapText(input.hint, POSTER_QR + 40, 2, (t) => measure(t, 18, false))) {
    ops.push({
      kind: 'text',
      text: line,
      x: POSTER_WIDTH - POSTER_PAD,
      y: hintY,
      size: 18,
      bold: false,
      color: INK_SOFT,
      align: 'right',
    });
    hintY += 24;
  }
  const height = Math.max(y, hintY) + POSTER_PAD;
  ops[0] = { kind: 'rect', x: 0, y: 0, w: POSTER_WIDTH, h: height, fill: '#ffffff' };
  return { width: POSTER_WIDTH, height, ops };
}

/**
 * A width estimate where no canvas measures (and in tests): CJK and full-width characters one em,
 * capitals and wide letters 0.68, narrow letters and marks 0.3, others 0.55; bold 5% wider.
 */
export function estimateWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of Array.from(text)) {
    if (CJK.test(ch)) em += 1;
    else if (/[ijlI.,:;'!|\s]/.test(ch)) em += 0.3;
    else if (/[A-Z@%&mwMW]/.test(ch)) em += 0.68;
    else em += 0.55;
  }
  return em * size * (bold ? 1.05 : 1);
}

/**
 * The link the poster's QR code opens: the page's own http(s) link as it is, an app path on the
 * store's web origin (the mini-program has only paths), with the shopper's rid.
 */
export function posterLink(shared: string, webOrigin: string, rid?: string | null): string {
  const origin = webOrigin.replace(/\/+$/, '');
  const absolute = /^https?:\/\//i.test(shared) ? shared : `${origin}${shared.startsWith('/') ? '' : '/'}${shared}`;
  return rid ? withQueryParam(absolute, REFERRAL_PARAM, rid) : absolute;
}

/**
 * The store's web origin seen from the mini-program: app info's appDomain (the host the store
 * answers on) with the scheme of the API's origin when it is that host, else https (WeChat only
 * talks https); the API's origin when app info names no domain.
 */
export function webOriginFor(appDomain: string | null | undefined, apiOrigin: string): string {
  const host = (appDomain ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '');
  const api = /^(https?):\/\/([^/]+)/i.exec(apiOrigin);
  if (!host) return api ? `${api[1]}://${api[2]}` : '';
  if (api && api[2].toLowerCase() === host.toLowerCase()) return `${api[1]}://${host}`;
  return `https://${host}`;
}

export type SaveOutcome = 'saved' | 'denied' | 'cancelled' | 'failed';

/**
 * What a failed wx.saveImageToPhotosAlbum means, from its errMsg: the album permission refused
 * (now or before: then WeChat does not ask again, only settings can allow it), the shopper
 * closing the system prompt, or anything else.
 */
export function saveFailure(errMsg: string | null | undefined): Exclude<SaveOutcome, 'saved'> {
  const m = (errMsg ?? '').toLowerCase();
  if (/auth|deny|denied|permission|authorize|scope/.test(m)) return 'denied';
  if (/cancel/.test(m)) return 'cancelled';
  return 'failed';
}

/** The saved file's name: store-product-12.png, safe on every system. */
export function posterFileName(kind: 'product' | 'campaign', id: number): string {
  return `poster-${kind}-${Math.max(0, Math.trunc(id))}.png`;
}
