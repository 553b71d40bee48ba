/**
 * Wire types of the extension `wechatSubscribe` (under `/api/istore/client/ext/wechatSubscribe/`):
 * WeChat's one-time subscribe messages for the mini-program. The shopper accepts a template in
 * WeChat's own prompt (wx.requestSubscribeMessage, at the moment of a tap); each accepted
 * template allows the store one message of it. The app reports what was accepted (grants); the
 * store sends the message when the moment comes (the order is paid, a group-buy ends, a product
 * is back). The reference server records those messages in a sandbox log instead of calling
 * WeChat's subscribeMessage.send.
 */

export const EXT_WECHAT_SUBSCRIBE = 'wechatSubscribe' as const;

/** What a template is for: the store configures one WeChat template id per purpose. */
export const SUBSCRIBE_PURPOSES = [
  'orderPaid',
  'readyForPickup',
  'outForDelivery',
  'groupResult',
  'backInStock',
  'priceDrop',
] as const;
export type SubscribePurpose = (typeof SUBSCRIBE_PURPOSES)[number];

/** WeChat shows at most this many templates in one prompt. */
export const MAX_TEMPLATES_PER_PROMPT = 3;

/** GET ext/wechatSubscribe/templates: the template id of each purpose the store has one for. */
export interface WechatTemplates {
  templates: Partial<Record<SubscribePurpose, string>>;
}

/**
 * POST ext/wechatSubscribe/grants: the templates the shopper accepted in one prompt, for one
 * order (orderID, the session's own) or one alert (alertId). `openId` is the shopper's WeChat
 * open id when the app has it and the session has none (as requestWeChatMiniProgramPayment takes it).
 */
export interface SubscribeGrantRequest {
  orderID?: string;
  alertId?: string;
  openId?: string;
  /** Template ids WeChat answered 'accept' for (at most MAX_TEMPLATES_PER_PROMPT). */
  accepted: string[];
}

export interface SubscribeGrant {
  purpose: SubscribePurpose;
  templateId: string;
  orderID: string | null;
  alertId: string | null;
}

/** Answer of POST ext/wechatSubscribe/grants: the grants now recorded (an unknown template is a 400). */
export interface SubscribeGrantResponse {
  grants: SubscribeGrant[];
}

/** One message the store sent (sandboxed), as GET ext/wechatSubscribe/messages lists them. */
export interface SandboxSubscribeMessage {
  id: number;
  purpose: SubscribePurpose;
  templateId: string;
  /** WeChat open id the message went to (null: a grant made without one; only the sandbox shows it). */
  toOpenId: string | null;
  orderID: string | null;
  alertId: string | null;
  /** The mini-program page the message opens. */
  page: string;
  /** The template's fields: keyword -> value. */
  data: Record<string, string>;
  createdAt: string;
}

/** Answer of GET ext/wechatSubscribe/messages: the session's shopper's messages, newest first. */
export interface SandboxSubscribeMessages {
  messages: SandboxSubscribeMessage[];
}
