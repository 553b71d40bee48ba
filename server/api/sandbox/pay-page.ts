/**
 * The sandbox pay page: a small server-rendered, bilingual (en + zh) HTML page standing in for a
 * payment channel's own page. It shows the amount and two buttons, Approve and Decline, that post
 * the decision back (a plain form: works without JavaScript).
 */
import crypto from 'node:crypto';
import type { Locale } from '../../../types/api';

export interface PayPageModel {
  channel: string;
  channelName: string;
  method: string | null;
  orderID: string;
  amountText: string;
  storeName: string;
  action: string;
  attempt: string;
  locale: Locale;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The page's only style, inline: its CSP allows exactly this text by hash (PAY_PAGE_STYLE_HASH). */
export const PAY_PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1f2328; }
  main { max-width: 420px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .zh { color: #4b5563; font-size: 14px; margin: 0 0 16px; }
  .badge { display: inline-block; background: #fff4ce; color: #5c4400; border-radius: 4px; padding: 2px 8px; font-size: 12px; margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; text-align: right; }
  .amount { font-size: 28px; }
  form { display: grid; gap: 12px; }
  button { min-height: 48px; border-radius: 8px; font-size: 16px; font-weight: 600; cursor: pointer; border: 2px solid transparent; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .approve { background: #116329; color: #fff; }
  .decline { background: #fff; color: #a40e26; border-color: #a40e26; }
  button span { display: block; font-size: 13px; font-weight: 400; }
  p.note { color: #4b5563; font-size: 13px; margin-top: 16px; }
  .store { font-weight: 700; font-size: 15px; margin: 0 0 16px; color: #1f2328; }
  a.back { display: inline-flex; align-items: center; min-height: 44px; padding: 0 20px; border-radius: 8px; background: #1f2328; color: #fff; font-weight: 600; text-decoration: none; margin-top: 8px; }
  a.back:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/**
 * The page's icon, inline: without an icon link a browser asks for /favicon.ico, which the page's
 * policy (default-src 'none') refuses, and Firefox logs that refusal as an error on every payment.
 * An empty data: icon asks for nothing; the policy allows data: pictures for it (sendPage in http/notice-page.ts).
 */
export const PAY_PAGE_ICON = 'data:,';

export const PAY_PAGE_STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(PAY_PAGE_STYLE).digest('base64')}'`;

/** A sandbox page around `body`: the pay page's look, icon and style (its CSP allows that style only). */
export function page(title: string, body: string, locale: Locale): string {
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${PAY_PAGE_ICON}">
<title>${escapeHtml(title)}</title>
<style>${PAY_PAGE_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function renderPayPage(m: PayPageModel): string {
  const e = escapeHtml;
  const via = m.method ? `${m.channelName} · ${m.method}` : m.channelName;
  const body = `
  <h1>${e(via)} payment</h1>
  <p class="zh" lang="zh-CN">${e(via)} 支付</p>
  <span class="badge">Sandbox · 沙盒测试，不会扣款</span>
  <dl>
    <dt>Store <span lang="zh-CN">商店</span></dt><dd>${e(m.storeName)}</dd>
    <dt>Order <span lang="zh-CN">订单号</span></dt><dd>${e(m.orderID)}</dd>
    <dt>Amount <span lang="zh-CN">金额</span></dt><dd class="amount">${e(m.amountText)}</dd>
  </dl>
  <form method="post" action="${e(m.action)}">
    <input type="hidden" name="attempt" value="${e(m.attempt)}">
    <button class="approve" type="submit" name="decision" value="approve" aria-label="Approve">Approve<span lang="zh-CN">确认支付</span></button>
    <button class="decline" type="submit" name="decision" value="decline" aria-label="Decline">Decline<span lang="zh-CN">拒绝支付</span></button>
  </form>
  <p class="note">You will return to the store. 完成后将返回商店。</p>`;
  return page(`${via} payment · ${m.amountText}`, body, m.locale);
}

export function renderPayError(message: string, messageZh: string, locale: Locale): string {
  return renderNoticePage(message, messageZh, locale, { href: '/checkout', text: 'Back to Cart · 返回购物车' });
}

/** The store a notice page speaks for: its name on top, its colours on the way back. */
export interface NoticeBrand {
  name: string;
  /** CSS colours; anything but a hex colour is left out (they go into a style element). */
  primary?: string;
  primaryText?: string;
}

const HEX_COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/** The brand's own style element, or '' when it has no usable colours. */
function brandStyle(brand: NoticeBrand | undefined): string {
  const bg = brand?.primary && HEX_COLOUR.test(brand.primary) ? brand.primary : null;
  if (!bg) return '';
  const fg = brand?.primaryText && HEX_COLOUR.test(brand.primaryText) ? brand.primaryText : '#fff';
  return `<style>.store { color: ${bg}; } a.back { background: ${bg}; color: ${fg}; }</style>`;
}

/** A one-message page in both languages with one link on (the pay page's look and CSP). */
export function renderNoticePage(
  message: string,
  messageZh: string,
  locale: Locale,
  link: { href: string; text: string },
  brand?: NoticeBrand,
): string {
  const store = brand?.name ? `<p class="store">${escapeHtml(brand.name)}</p>` : '';
  const body = `${brandStyle(brand)}${store}<h1>${escapeHtml(message)}</h1><p class="zh" lang="zh-CN">${escapeHtml(messageZh)}</p>
  <p><a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return page(message, body, locale);
}
