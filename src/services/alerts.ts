/**
 * Extension `alerts` (types/alerts.ts lists the calls): back-in-stock and price-drop alerts, their
 * answers reshaped. Only used when app info lists 'alerts' (domain/extensions.ts); loaded with the
 * pages that use it, never by the home page.
 */
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_STATUSES,
  EXT_PATH,
  type Alert,
  type AlertChannel,
  type AlertKind,
  type CreateAlertRequest,
} from '@api-types';
import { int, isRecord, list, positiveInt, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

const P = `${EXT_PATH}/alerts`;
const badResponse = () => new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);

export type AlertModel = Alert;

/** What the shopper asks for; `email` only as a guest, `channel` 'wechat' only in the mini-program. */
export interface AlertInput {
  productId: number;
  optionPair?: string | null;
  kind: AlertKind;
  email?: string;
  channel?: AlertChannel;
}

export interface UnsubscribeModel {
  alert: AlertModel;
  /** Alerts to the same recipient cancelled by the link (this one included, when it was open). */
  cancelled: number;
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null;

/** One alert as the app may trust it; null without an id, a product or a known kind. */
export function normalizeAlert(v: unknown): AlertModel | null {
  if (!isRecord(v)) return null;
  const id = positiveInt(v.id);
  const productId = positiveInt(v.productId);
  const kind = oneOf(ALERT_KINDS, v.kind);
  if (id === null || productId === null || kind === null) return null;
  const price = int(v.price, 0);
  return {
    id,
    productId,
    optionPair: strOrNull(v.optionPair),
    kind,
    // a state the app does not know is shown as waiting, never as done
    status: oneOf(ALERT_STATUSES, v.status) ?? 'pending',
    channel: oneOf(ALERT_CHANNELS, v.channel) ?? 'email',
    productName: str(v.productName, ''),
    price: price >= 0 ? price : 0,
    currencyCode: str(v.currencyCode, ''),
    createdAt: str(v.createdAt, ''),
  };
}

/** `{ alert }`, the alert checked; a missing or malformed one is a bad answer. */
function answer(v: unknown): AlertModel {
  const alert = normalizeAlert(rec(v).alert);
  if (!alert) throw badResponse();
  return alert;
}

/** The body POST ext/alerts takes: only the fields given, an empty option pair left out. */
export function alertRequest(input: AlertInput): CreateAlertRequest {
  return {
    productId: input.productId,
    kind: input.kind,
    ...(input.optionPair ? { optionPair: input.optionPair } : {}),
    ...(input.email !== undefined ? { email: input.email.trim() } : {}),
    ...(input.channel ? { channel: input.channel } : {}),
  };
}

export function createAlertsApi(http: Http) {
  return {
    /** POST ext/alerts: the alert (the same one when asked again). A guest's stays pending until confirmed by mail. */
    async create(input: AlertInput): Promise<AlertModel> {
      return answer(await http.post<unknown>(P, alertRequest(input)));
    },
    /** GET ext/alerts: the signed-in shopper's alerts (a guest: this browser's), newest first. */
    async list(): Promise<AlertModel[]> {
      const v = await http.get<unknown>(P);
      if (!isRecord(v) || !Array.isArray(v.alerts)) throw badResponse();
      return list(v.alerts, normalizeAlert);
    },
    /** DELETE ext/alerts/{id}: the alert, now cancelled. */
    async cancel(id: number): Promise<AlertModel> {
      return answer(await http.delete<unknown>(`${P}/${id}`));
    },
    /** POST ext/alerts/confirm: a guest's mailed link; the alert, now active. */
    async confirm(token: string): Promise<AlertModel> {
      return answer(await http.post<unknown>(`${P}/confirm`, { token }));
    },
    /** POST ext/alerts/unsubscribe: a mailed link, no sign-in needed. */
    async unsubscribe(token: string): Promise<UnsubscribeModel> {
      const v = await http.post<unknown>(`${P}/unsubscribe`, { token });
      const cancelled = int(rec(v).cancelled, 0);
      return { alert: answer(v), cancelled: cancelled > 0 ? cancelled : 0 };
    },
  };
}

export type AlertsApi = ReturnType<typeof createAlertsApi>;
