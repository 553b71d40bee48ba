/**
 * The `wechatSubscribe` extension's calls (types/wechat-subscribe.ts): the store's template id per
 * purpose, the grants of an accepted prompt, and the sandbox's log of messages sent. Built over
 * the root's Http by the stores that ask (stores/SubscribeStore.ts), so the first screen does not
 * carry them. A malformed template list reads as no templates (nothing is asked), never a crash.
 */
import {
  EXT_PATH,
  EXT_WECHAT_SUBSCRIBE,
  SUBSCRIBE_PURPOSES,
  type SandboxSubscribeMessage,
  type SubscribeGrant,
  type SubscribeGrantRequest,
  type SubscribePurpose,
} from '@api-types';
import { TEMPLATE_ID, type TemplateIds } from '@/domain/subscribeMessages';
import { int, list, rec, stringRecord, strOrNull } from './guards';
import type { Http } from './http';

const P = `${EXT_PATH}/${EXT_WECHAT_SUBSCRIBE}`;

const isPurpose = (v: unknown): v is SubscribePurpose => SUBSCRIBE_PURPOSES.includes(v as SubscribePurpose);

/** The templates of a GET templates answer: well-formed ids of known purposes only. */
export function normalizeTemplates(v: unknown): TemplateIds {
  const t = rec(rec(v).templates);
  const out: TemplateIds = {};
  for (const p of SUBSCRIBE_PURPOSES) {
    const id = t[p];
    if (typeof id === 'string' && TEMPLATE_ID.test(id)) out[p] = id;
  }
  return out;
}

function grant(v: unknown): SubscribeGrant | null {
  const r = rec(v);
  const templateId = strOrNull(r.templateId);
  if (!isPurpose(r.purpose) || !templateId) return null;
  return { purpose: r.purpose, templateId, orderID: strOrNull(r.orderID), alertId: strOrNull(r.alertId) };
}

function message(v: unknown): SandboxSubscribeMessage | null {
  const r = rec(v);
  const id = int(r.id, 0);
  const templateId = strOrNull(r.templateId);
  if (!id || !isPurpose(r.purpose) || !templateId) return null;
  return {
    id,
    purpose: r.purpose,
    templateId,
    toOpenId: strOrNull(r.toOpenId),
    orderID: strOrNull(r.orderID),
    alertId: strOrNull(r.alertId),
    page: strOrNull(r.page) ?? '',
    data: stringRecord(r.data),
    createdAt: strOrNull(r.createdAt) ?? '',
  };
}

export function createWechatSubscribeApi(http: Http) {
  return {
    /** GET ext/wechatSubscribe/templates: the template id of each purpose the store has one for. */
    async templates(): Promise<TemplateIds> {
      return normalizeTemplates(await http.get<unknown>(`${P}/templates`));
    },
    /** POST ext/wechatSubscribe/grants: what the shopper accepted, for an order or an alert. */
    async grant(body: SubscribeGrantRequest): Promise<SubscribeGrant[]> {
      return list(rec(await http.post<unknown>(`${P}/grants`, body)).grants, grant);
    },
    /** GET ext/wechatSubscribe/messages: the sandbox's messages to this shopper, newest first. */
    async messages(): Promise<SandboxSubscribeMessage[]> {
      return list(rec(await http.get<unknown>(`${P}/messages`)).messages, message);
    },
  };
}

export type WechatSubscribeApi = ReturnType<typeof createWechatSubscribeApi>;
