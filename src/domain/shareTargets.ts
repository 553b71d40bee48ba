/**
 * The share widget's targets (spec 2.6): which show where, and the link each opens. Apart from the
 * shared link's rules (share.ts), which every page's shell needs, so the targets load with the widget.
 */

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
