/** Share widget rules (spec 2.6, 5): which targets show, the shared URL, and each target's link. */
import { REFERRAL_PARAM, SHARE_POPUP } from './constants';

export type ShareTarget =
  | 'wechat'
  | 'wechatQr'
  | 'moments'
  | 'facebook'
  | 'twitter'
  | 'telegram'
  | 'reddit'
  | 'tumblr'
  | 'linkedin'
  | 'pinterest'
  | 'copy'
  | 'email'
  | 'whatsapp'
  | 'line'
  | 'sms'
  | 'messenger'
  | 'more';

export interface ShareContext {
  miniProgram: boolean;
  wechatBrowser: boolean;
  mobile: boolean;
  /** navigator.share is available. */
  nativeShare: boolean;
  /** An image is being shared (Pinterest requires one). */
  hasImage?: boolean;
}

/** Targets in display order, with the exact conditions of spec 2.6. */
export function shareTargets(ctx: ShareContext): ShareTarget[] {
  if (ctx.miniProgram) return ['wechat'];
  const { wechatBrowser: wx, mobile } = ctx;
  const rows: [ShareTarget, boolean][] = [
    ['wechat', wx],
    ['wechatQr', !wx],
    ['moments', wx],
    ['facebook', true],
    ['twitter', true],
    ['telegram', true],
    ['reddit', true],
    ['tumblr', true],
    ['linkedin', true],
    ['pinterest', ctx.hasImage === true],
    ['copy', true],
    ['email', true],
    ['whatsapp', mobile && !wx],
    ['line', mobile],
    ['sms', mobile],
    ['messenger', mobile && !wx],
    ['more', ctx.nativeShare],
  ];
  return rows.filter(([, on]) => on).map(([t]) => t);
}

/** `url` with query parameter `name` set to `value` (existing ones replaced, hash kept). */
export function withQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((p) => p !== '' && p.split('=')[0] !== name);
  kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}?${kept.join('&')}${hash}`;
}

/** Spec 5: the share URL must look like http(s), else the current page; spec 2.6: rid appended. */
export function shareUrl(candidate: string | null | undefined, currentPageUrl: string, rid?: string | null): string {
  const c = (candidate ?? '').trim();
  const url = /^https?:\/\/[^\s]+$/i.test(c) ? c : currentPageUrl;
  return rid ? withQueryParam(url, REFERRAL_PARAM, rid) : url;
}

export interface ShareContent {
  url: string;
  title: string;
  content?: string;
  image?: string | null;
}

const enc = encodeURIComponent;

/** The link a web target opens, or null for targets that are not links (and Pinterest without image). */
export function shareHref(target: ShareTarget, c: ShareContent): string | null {
  const url = enc(c.url);
  const title = enc(c.title);
  const text = enc(c.content ?? c.title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${title}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}&caption=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'pinterest':
      return c.image
        ? `https://pinterest.com/pin/create/button/?url=${url}&media=${enc(c.image)}&description=${title}`
        : null;
    case 'email':
      return `mailto:?subject=${title}&body=${enc(`${c.content ? `${c.content}\n\n` : ''}${c.url}`)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${c.title} ${c.url}`)}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${url}`;
    case 'sms':
      return `sms:?&body=${enc(`${c.title} ${c.url}`)}`;
    case 'messenger':
      return `fb-messenger://share/?link=${url}`;
    default:
      return null;
  }
}

/** window.open features for the 800x500 share popup, centred when the screen size is known. */
export function sharePopupFeatures(screen?: { width: number; height: number }): string {
  const { width, height } = SHARE_POPUP;
  const pos = screen
    ? `,left=${Math.max(0, Math.round((screen.width - width) / 2))},top=${Math.max(0, Math.round((screen.height - height) / 2))}`
    : '';
  return `width=${width},height=${height}${pos},location=no,toolbar=no,menubar=no,scrollbars=yes,resizable=yes`;
}

/**
 * The link a page shares (the mini-program's ··· share and the widget): a page's own link
 * when it gives one (an app path stays a path: the mini-program shares page paths), else the
 * current page; rid appended either way.
 */
export function pageShareUrl(
  candidate: string | null | undefined,
  currentPageUrl: string,
  rid?: string | null,
): string {
  const c = (candidate ?? '').trim();
  if (c.startsWith('/') && !c.startsWith('//')) return rid ? withQueryParam(c, REFERRAL_PARAM, rid) : c;
  return shareUrl(c, currentPageUrl, rid);
}
