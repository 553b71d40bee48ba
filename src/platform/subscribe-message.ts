/**
 * WeChat subscribe messages: the prompt in which the shopper accepts or refuses the store's
 * message templates (one-time: each accepted template allows the store one message).
 * Variants: this file (H5 and jest: a browser has no such prompt, so the answer is null and
 * nothing asks) and `subscribe-message.weapp.ts` (wx.requestSubscribeMessage through Taro).
 *
 * WeChat shows the prompt only when it is asked inside the handler of the shopper's tap, before
 * anything is awaited: call `requestSubscribe` first thing in the tap handler, then do the rest.
 */
import type { SubscribeAnswer } from '@/domain/subscribeMessages';

export type { SubscribeAnswer, SubscribeDecision } from '@/domain/subscribeMessages';

export interface SubscribeMessagePlatform {
  /** True where the prompt exists (the native mini-program). */
  readonly available: boolean;
  /**
   * Shows WeChat's prompt for these template ids (at most three) and resolves with its answer per
   * id ('accept', 'reject', 'ban', 'filter'); null when this target has no prompt or WeChat failed
   * to show it. Never rejects.
   */
  requestSubscribe(templateIds: string[]): Promise<SubscribeAnswer | null>;
}

export const subscribeMessage: SubscribeMessagePlatform = {
  available: false,
  requestSubscribe: () => Promise.resolve(null),
};
