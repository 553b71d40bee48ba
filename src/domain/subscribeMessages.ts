/**
 * WeChat subscribe messages (extension `wechatSubscribe`): which templates a prompt asks for, what
 * the shopper's answer means, and which order step sends which message. WeChat's grants are
 * one-time: each template the shopper accepts in a prompt allows the store one message of it, and
 * a prompt shows at most three templates. Shared by the app (the prompt at Place Order) and the
 * reference server (template settings, the step that sends).
 */
import type { OrderEventKind } from '../../types/after-sales';
import { MAX_TEMPLATES_PER_PROMPT, SUBSCRIBE_PURPOSES, type SubscribePurpose } from '../../types/wechat-subscribe';

export type TemplateIds = Partial<Record<SubscribePurpose, string>>;

/** WeChat's answer per template id (wx.requestSubscribeMessage's result without errMsg). */
export type SubscribeDecision = 'accept' | 'reject' | 'ban' | 'filter';
export type SubscribeAnswer = Record<string, SubscribeDecision>;

/** Template ids as WeChat issues them: letters, digits, '-' and '_' (43 characters today). */
export const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a group-buy order's prompt asks for the group's result too. */
export interface ReminderOrder {
  orderMethod: string | null | undefined;
  groupBuy: boolean;
}

/**
 * What Place Order asks for, in this order: the payment (the shopper sees it went through), the
 * one handover step that applies to this order (ready for pickup, or out for delivery: never both,
 * only one of them can happen) and, for a group-buy, the group's result (the message they wait
 * for). That is three at most, WeChat's limit for one prompt.
 */
export function reminderPurposes(order: ReminderOrder): SubscribePurpose[] {
  const handover: SubscribePurpose = order.orderMethod === 'DELIVERY' ? 'outForDelivery' : 'readyForPickup';
  const purposes: SubscribePurpose[] = ['orderPaid', handover];
  if (order.groupBuy) purposes.push('groupResult');
  return purposes.slice(0, MAX_TEMPLATES_PER_PROMPT);
}

/** The template ids of the purposes the store has a template for, each once, at most three. */
export function promptTemplateIds(purposes: readonly SubscribePurpose[], templates: TemplateIds | null): string[] {
  const out: string[] = [];
  for (const p of purposes) {
    const id = templates?.[p];
    if (id && TEMPLATE_ID.test(id) && !out.includes(id)) out.push(id);
  }
  return out.slice(0, MAX_TEMPLATES_PER_PROMPT);
}

/** The asked template ids WeChat answered 'accept' for (an answer for an id not asked counts for nothing). */
export function acceptedTemplateIds(answer: SubscribeAnswer | null, asked: readonly string[]): string[] {
  if (!answer) return [];
  return asked.filter((id) => answer[id] === 'accept');
}

/**
 * The shopper said no: nothing accepted and at least one template refused ('reject'). A prompt that
 * failed (no answer) or templates the store cannot use ('ban', 'filter') are no refusal: the
 * shopper never chose, so a later Place Order may ask again.
 */
export function isRefusal(answer: SubscribeAnswer | null, asked: readonly string[]): boolean {
  if (!answer) return false;
  return acceptedTemplateIds(answer, asked).length === 0 && asked.some((id) => answer[id] === 'reject');
}

export interface AskContext {
  /** The target can show WeChat's prompt (the mini-program). */
  available: boolean;
  /** The server offers the extension. */
  offered: boolean;
  /** The shopper refused this prompt earlier in this session. */
  refused: boolean;
  /** What the prompt would ask for. */
  templateIds: readonly string[];
}

/** Whether to show the prompt: only where it exists, was offered, has something to ask and was not refused. */
export function shouldAsk(c: AskContext): boolean {
  return c.available && c.offered && !c.refused && c.templateIds.length > 0;
}

/** The message an order's recorded step sends, or null (placing, picking up, refunds send none). */
export function purposeOfStep(kind: OrderEventKind): SubscribePurpose | null {
  switch (kind) {
    case 'paid':
      return 'orderPaid';
    case 'ready_for_pickup':
      return 'readyForPickup';
    case 'out_for_delivery':
      return 'outForDelivery';
    default:
      return null;
  }
}

/** The purpose a template id is configured for, or null. */
export function purposeOfTemplate(templates: TemplateIds, templateId: string): SubscribePurpose | null {
  return SUBSCRIBE_PURPOSES.find((p) => templates[p] === templateId) ?? null;
}

/**
 * The store's templates from a setting `orderPaid=ID,readyForPickup=ID,...` (commas or spaces
 * between pairs). A purpose left out, or given as `purpose=`, has no template (nothing asks for
 * it); an unknown purpose or a malformed id is an error, so a typo never silently drops a message.
 */
export function parseTemplateSetting(raw: string, defaults: TemplateIds): TemplateIds {
  const text = raw.trim();
  if (!text) return { ...defaults };
  const out: TemplateIds = {};
  for (const pair of text.split(/[\s,]+/).filter(Boolean)) {
    const eq = pair.indexOf('=');
    const purpose = (eq < 0 ? pair : pair.slice(0, eq)) as SubscribePurpose;
    const id = eq < 0 ? '' : pair.slice(eq + 1);
    if (!SUBSCRIBE_PURPOSES.includes(purpose)) {
      throw new Error(`unknown purpose ${purpose} (known: ${SUBSCRIBE_PURPOSES.join(', ')})`);
    }
    if (eq < 0) throw new Error(`${purpose}: write ${purpose}=TEMPLATE_ID (or ${purpose}= for none)`);
    if (id && !TEMPLATE_ID.test(id)) throw new Error(`${purpose}: "${id}" is not a WeChat template id`);
    if (id) out[purpose] = id;
  }
  return out;
}

/** The setting's text for templates (the README shows the demo defaults so). */
export function templateSettingText(templates: TemplateIds): string {
  return SUBSCRIBE_PURPOSES.filter((p) => templates[p])
    .map((p) => `${p}=${templates[p]}`)
    .join(',');
}
