/**
 * The wechatSubscribe extension's read (types/wechat-subscribe.ts), checked as calls.ts checks the
 * others: the store's template per purpose, which the mini-program's prompt asks the shopper for.
 * Its sandbox log (GET messages) is the reference server's own, for trying it out: not checked.
 */
import { SUBSCRIBE_PURPOSES } from '../../types/wechat-subscribe';
import type { TemplateIds } from '../../src/domain/subscribeMessages';
import { need, type CallCheck, type Shortfall } from './call-kit';

/** What the app left out of a templates answer: a purpose whose id it cannot use, or no list at all. */
export function templatesShortfall(kept: TemplateIds, answer: unknown): Shortfall | null {
  const raw = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).templates : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { count: 1, all: true, text: 'no templates object: the mini-program asks for no reminders' };
  }
  const named = SUBSCRIBE_PURPOSES.filter((p) => (raw as Record<string, unknown>)[p] !== undefined);
  const lost = named.filter((p) => kept[p] === undefined);
  return lost.length
    ? { count: lost.length, all: lost.length === named.length, text: `templates left out: ${lost.join(', ')}` }
    : null;
}

export const SUBSCRIBE_READS: CallCheck[] = [
  need<TemplateIds>({
    id: 'wechatTemplates',
    call: 'GET ext/wechatSubscribe/templates',
    need: 'feature',
    extension: 'wechatSubscribe',
    fails: 'the mini-program asks for no order reminders and sends its alerts by mail only',
    run: (svc) => svc.wechatSubscribe.templates(),
    shortfall: templatesShortfall,
  }),
];
