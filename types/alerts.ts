/**
 * Extension `alerts` (docs/architecture.md, "Extensions"): "tell me when it is back" and "tell me
 * when it is cheaper", under /api/istore/client/ext/alerts/. Not part of the istore API: a server
 * lists 'alerts' in app info's `extensions` when it answers these calls.
 *
 *   POST   ext/alerts              ask for an alert; body CreateAlertRequest, answer AlertAnswer
 *   GET    ext/alerts              the shopper's alerts (an account's, else this browser's), AlertsList
 *   DELETE ext/alerts/{id}         cancel one of them (anyone else's is a 404), AlertAnswer
 *   POST   ext/alerts/confirm      a guest's mailed confirm link; body AlertTokenRequest, AlertAnswer
 *   POST   ext/alerts/unsubscribe  a mailed unsubscribe link, no sign-in; body AlertTokenRequest, UnsubscribeAnswer
 *
 * A guest's email alert waits (`pending`) until the mailed link to `/store/alert?confirm=TOKEN` is
 * followed; a signed-in shopper's, and a mini-program shopper's WeChat one, are `active` at once.
 * Asking twice for the same product, option, kind and recipient gives the same alert. When stock
 * returns (or the price falls below the price when asked) each active alert fires once, by mail
 * with an unsubscribe link to `/store/alert?unsubscribe=TOKEN`, or by a WeChat subscribe message,
 * and becomes `sent`.
 */

export const ALERT_KINDS = ['stock', 'price'] as const;
/** `stock`: back in stock; `price`: cheaper than when asked. */
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_STATUSES = ['pending', 'active', 'sent', 'cancelled'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERT_CHANNELS = ['email', 'wechat'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The store's page a mailed alert link opens (query `confirm` or `unsubscribe`). */
export const ALERT_PAGE_PATH = '/store/alert';

export interface Alert {
  id: number;
  productId: number;
  /** The option combination asked about (canonical, `size:M|colour:Red`), null for the product. */
  optionPair: string | null;
  kind: AlertKind;
  status: AlertStatus;
  channel: AlertChannel;
  /** The product's name now, in the request's language. */
  productName: string;
  /** The price when asked (with the option's surcharge), minor units of currencyCode. */
  price: number;
  currencyCode: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Body of POST ext/alerts. */
export interface CreateAlertRequest {
  productId: number;
  optionPair?: string;
  kind: AlertKind;
  /** A guest's address (required without an account; ignored when signed in). */
  email?: string;
  /** `wechat` after the mini-program shopper accepted the subscribe prompt; `email` by default. */
  channel?: AlertChannel;
}

/** Body of POST ext/alerts/confirm and ext/alerts/unsubscribe: the token of the mailed link. */
export interface AlertTokenRequest {
  token: string;
}

/** POST ext/alerts, DELETE ext/alerts/{id}, POST ext/alerts/confirm. */
export interface AlertAnswer {
  alert: Alert;
}

/** GET ext/alerts: newest first. */
export interface AlertsList {
  alerts: Alert[];
}

/** POST ext/alerts/unsubscribe: the alert of the link, and how many alerts to its recipient were cancelled. */
export interface UnsubscribeAnswer {
  alert: Alert;
  cancelled: number;
}

/** Most alerts one recipient may have waiting or active at once. */
export const MAX_OPEN_ALERTS = 50;
