/**
 * The alerts sandbox page (GET /sandbox/alerts): the demo's out-of-stock option with its stock and
 * price now, and two buttons, Restock and Lower price, that post to the server (a plain form) and
 * change the catalogue the way a delivery or a sale would, so the alerts fire. Below, the alert
 * mail this browser's alerts were sent. Bilingual, in the pay page's look.
 */
import type { Locale } from '../../../types/api';
import { escapeHtml as e, page } from './pay-page';

export interface AlertsPageModel {
  target: {
    productId: number;
    optionPair: string;
    name: string;
    optionText: string;
    stock: number;
    priceText: string;
    pending: number;
    active: number;
  };
  productHref: string;
  mails: { to: string; subject: string; text: string; createdAt: string }[];
  messages: { purpose: string; page: string; data: string; createdAt: string }[];
  restockAction: string;
  lowerPriceAction: string;
  locale: Locale;
}

export function renderAlertsPage(m: AlertsPageModel): string {
  const t = m.target;
  const mails = m.mails.length
    ? m.mails
        .map(
          (x) =>
            `<article><h3>${e(x.subject)}</h3><p class="note">To ${e(x.to)} · ${e(x.createdAt)}</p><pre>${e(x.text)}</pre></article>`,
        )
        .join('')
    : '<p class="note">No alert mail for this browser yet. 此浏览器尚无提醒邮件。</p>';
  const messages = m.messages.length
    ? `<h2>WeChat messages <span lang="zh-CN">微信订阅消息</span></h2>${m.messages
        .map(
          (x) =>
            `<article><h3>${e(x.purpose)} → ${e(x.page)}</h3><p class="note">${e(x.createdAt)}</p><pre>${e(x.data)}</pre></article>`,
        )
        .join('')}`
    : '';
  const body = `
  <h1>Alerts sandbox</h1>
  <p class="zh" lang="zh-CN">到货与降价提醒沙盒</p>
  <span class="badge">Sandbox · 沙盒测试</span>
  <p class="note">Ask for an alert on <a href="${e(m.productHref)}">${e(t.name)}</a> (${e(t.optionText)}) with "Notify me", then restock it or lower its price here: each active alert is mailed once. A guest's alert waits for the confirm link in its mail (the server's console shows every mail).</p>
  <p class="note" lang="zh-CN">在商品页点"到货通知"订阅后，在此补货或降价：每个已生效的提醒只发送一次。访客的提醒需先打开邮件中的确认链接（服务器控制台会显示每封邮件）。</p>
  <dl>
    <dt>Product <span lang="zh-CN">商品</span></dt><dd>${e(t.name)}</dd>
    <dt>Option <span lang="zh-CN">规格</span></dt><dd>${e(t.optionText)}</dd>
    <dt>Stock <span lang="zh-CN">库存</span></dt><dd>${t.stock}</dd>
    <dt>Price <span lang="zh-CN">价格</span></dt><dd>${e(t.priceText)}</dd>
    <dt>Alerts <span lang="zh-CN">提醒</span></dt><dd>${t.active} active · ${t.pending} pending</dd>
  </dl>
  <form method="post" action="${e(m.restockAction)}">
    <input type="hidden" name="productId" value="${t.productId}">
    <input type="hidden" name="optionPair" value="${e(t.optionPair)}">
    <button class="approve" type="submit">Restock<span lang="zh-CN">补货</span></button>
  </form>
  <p></p>
  <form method="post" action="${e(m.lowerPriceAction)}">
    <input type="hidden" name="productId" value="${t.productId}">
    <button class="decline" type="submit">Lower price<span lang="zh-CN">降价</span></button>
  </form>
  <h2>Alert mail <span lang="zh-CN">提醒邮件</span></h2>
  ${mails}
  ${messages}`;
  return page('Alerts sandbox · 提醒沙盒', body, m.locale);
}
