/** The link a page shares (spec 2.6, 5), with the referral id, and the share popup (shareTargets.ts: the widget's targets). */
import { REFERRAL_PARAM, SHARE_POPUP } from './constants';

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

/**
 * The query WeChat Moments shares a page with (onShareTimeline: the page itself, only its query is
 * ours to give): the page path's query without '?', the rid set; '' for none.
 */
export function timelineQuery(pagePath: string, rid?: string | null): string {
  const withRid = rid ? withQueryParam(pagePath, REFERRAL_PARAM, rid) : pagePath;
  const noHash = withRid.split('#')[0];
  const at = noHash.indexOf('?');
  return at < 0 ? '' : noHash.slice(at + 1);
}
