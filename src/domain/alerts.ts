/**
 * Alerts (extension `alerts`): "Notify me" when an out-of-stock product or option is back, and
 * "Tell me when it's cheaper" on a favourite. Which to offer, how the shopper is reached, what a
 * guest's email must look like and what each alert's state says: pure rules, shared by the
 * product page, the favourites list, My Account's alerts and the confirm/unsubscribe page.
 */
import type { AlertKind, AlertStatus } from '@api-types';
import { emailError } from './checkout';
import { isComplete, optionPairOf, type OptionLike, type StockItem } from './options';

export type { AlertKind, AlertStatus };

/** How the shopper hears: a guest's confirmed email, the signed-in account's email, or WeChat. */
export type AlertReach = 'email' | 'account' | 'wechat';

/** The stock line's state as the product page has it (stores/ProductStore.ts `stock.kind`). */
export type StockKind = 'unknown' | 'loading' | 'choose' | 'in-stock' | 'out-of-stock';

/**
 * What "Notify me" would watch, or null when it is not offered. Offered only when the server offers
 * alerts and the stock line says out of stock. With every option chosen it watches that combination;
 * with some or none chosen, the product as a whole (the server watches a combination by its exact
 * optionPair, and a partial one names none).
 */
export function stockAlertTarget(input: {
  offered: boolean;
  stock: StockKind;
  options: readonly OptionLike[];
  selection: Readonly<Record<string, string>>;
}): { optionPair: string | null } | null {
  if (!input.offered || input.stock !== 'out-of-stock') return null;
  const pair = isComplete(input.options, input.selection) ? optionPairOf(input.options, input.selection) : '';
  return { optionPair: pair || null };
}

type NamedOption = { name: string; values: readonly { value: string; displayName?: string }[] };

/** With two options or more still open, the sold-out combinations listed at most (more: choose first). */
export const MAX_SOLD_OUT_LISTED = 3;

/**
 * A sold-out value cannot be chosen (the picker disables it), so "Notify me" for it is offered
 * beside the picker: each sold combination (in the stock table) that agrees with the choices made
 * and has none left, in the picker's order. The label is the combination's values as shown
 * ('Small / White'). With one option left to choose every such value is listed; with more open
 * (nothing chosen yet on the tea set) at most MAX_SOLD_OUT_LISTED, else none until the shopper
 * narrows. Nothing while the whole product is out (the main Notify me watches it).
 */
export function soldOutAlertTargets(input: {
  offered: boolean;
  stock: StockKind;
  options: readonly NamedOption[];
  selection: Readonly<Record<string, string>>;
  items: readonly StockItem[] | null;
}): { optionPair: string; label: string }[] {
  const { options, selection, items } = input;
  if (!input.offered || !items || input.stock === 'out-of-stock') return [];
  const open = options.filter((o) => selection[o.name] === undefined);
  if (open.length === 0) return [];
  // the picker's order; a value the options do not name goes last
  const place = (o: NamedOption, value: string) => {
    const at = o.values.findIndex((v) => v.value === value);
    return at < 0 ? o.values.length : at;
  };
  const rank = (i: StockItem) => options.reduce((n, o) => n * (o.values.length + 1) + place(o, i.options[o.name]), 0);
  const byPair = new Map<string, { item: StockItem; left: boolean }>();
  for (const i of items) {
    if (!options.every((o) => (selection[o.name] ?? i.options[o.name]) === i.options[o.name])) continue;
    const pair = optionPairOf(options, i.options);
    const seen = byPair.get(pair);
    byPair.set(pair, { item: i, left: (seen?.left ?? false) || i.quantity > 0 });
  }
  const out = [...byPair.entries()]
    .filter(([, c]) => !c.left)
    .sort(([, a], [, b]) => rank(a.item) - rank(b.item))
    .map(([optionPair, c]) => ({
      optionPair,
      label: options
        .map((o) => o.values.find((x) => x.value === c.item.options[o.name])?.displayName ?? c.item.options[o.name])
        .join(' / '),
    }));
  return open.length > 1 && out.length > MAX_SOLD_OUT_LISTED ? [] : out;
}

/** A favourite's state as the Favourites page shows it (stores/FavouritesPageStore.ts). */
export type FavouriteStateKind = 'available' | 'outOfStock' | 'gone';

/**
 * "Tell me when it's cheaper" on a favourite: offered by the server, on one's own list (not a
 * list shared with you), for a product still sold (in stock or not: its price can drop either way).
 */
export function offerPriceAlert(input: { offered: boolean; shared: boolean; state: FavouriteStateKind }): boolean {
  return input.offered && !input.shared && input.state !== 'gone';
}

/**
 * How this shopper is reached: in the mini-program by WeChat's subscribe message (asked at the
 * tap); elsewhere the signed-in account's email, or a guest's own email (confirmed by mail first).
 */
export function alertChannel(input: { subscribeMessages: boolean; signedIn: boolean }): AlertReach {
  if (input.subscribeMessages) return 'wechat';
  return input.signedIn ? 'account' : 'email';
}

/** The API's `channel` for a request (the account's and a guest's mail are both email). */
export function requestChannel(channel: AlertReach): 'email' | 'wechat' {
  return channel === 'wechat' ? 'wechat' : 'email';
}

/** A guest's email for an alert: the checkout's rule, this feature's words. Null when it is fine. */
export function alertEmailError(value: string): 'istore_alert_err_email_required' | 'istore_alert_err_email' | null {
  const e = emailError(value);
  if (!e) return null;
  return e.key === 'istore_checkout_err_email_required' ? 'istore_alert_err_email_required' : 'istore_alert_err_email';
}

/** WeChat's answer for one template id (wx.requestSubscribeMessage). */
export type SubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter';

/**
 * What the answer to the subscribe prompt means for the alert: go ahead; the shopper said no (this
 * time, or by switching the mini-program's notices off in WeChat's settings, which WeChat answers
 * as a no); or the prompt could not ask (no template, the store's template banned or filtered by
 * WeChat, a failed call).
 */
export type SubscribeOutcome = 'accepted' | 'declined' | 'unavailable';

export function subscribeOutcome(
  answers: Readonly<Record<string, SubscribeAnswer>> | null,
  templateId: string | null,
): SubscribeOutcome {
  if (!answers || !templateId) return 'unavailable';
  const a = answers[templateId];
  if (a === 'accept') return 'accepted';
  if (a === 'reject') return 'declined';
  return 'unavailable';
}

/** What the shopper is told once the request is in: by the channel and the alert's state. */
export function alertCreatedKey(channel: AlertReach, kind: AlertKind, status: AlertStatus): string {
  if (status === 'pending') return 'istore_alert_done_confirm';
  if (status === 'sent' || status === 'cancelled') return 'istore_alert_done_again';
  const to = channel === 'wechat' ? 'wechat' : 'email';
  return `istore_alert_done_${kind}_${to}`;
}

/** The words for an alert's state in My Account's list. */
export function alertStatusKey(kind: AlertKind, status: AlertStatus): string {
  if (status === 'active')
    return kind === 'price' ? 'istore_alert_status_active_price' : 'istore_alert_status_active_stock';
  return `istore_alert_status_${status}`;
}

/** A pending or active alert can be cancelled; a sent or cancelled one is over. */
export function canCancelAlert(status: AlertStatus): boolean {
  return status === 'pending' || status === 'active';
}

/** The mailed links' tokens: URL-safe, of a sensible length (anything else is not a link we sent). */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** `/store/alert?confirm=TOKEN` or `?unsubscribe=TOKEN`: what the page is asked to do, or null. */
export function alertLinkAction(
  params: Readonly<Record<string, string | undefined>>,
): { action: 'confirm' | 'unsubscribe'; token: string } | null {
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = params[action]?.trim();
    if (token !== undefined) return TOKEN.test(token) ? { action, token } : null;
  }
  return null;
}

/** An alert's option combination as the shopper reads it: 'size:Small|colour:White' → 'Small / White'. */
export function optionPairLabel(pair: string | null): string {
  if (!pair) return '';
  return pair
    .split('|')
    .map((part) => {
      const i = part.indexOf(':');
      return (i < 0 ? part : part.slice(i + 1)).trim();
    })
    .filter(Boolean)
    .join(' / ');
}
