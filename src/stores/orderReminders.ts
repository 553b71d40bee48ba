/**
 * Order reminders in the mini-program: at Place Order, WeChat's subscribe prompt for the order's
 * progress (paid, the handover step that applies, a group-buy's result: domain/subscribeMessages
 * reminderPurposes), and the grants of what the shopper accepted once the order has its id.
 * Placing never waits for the prompt: the order is reserved while it shows; only WeChat's pay
 * sheet waits for the prompt to close (two WeChat sheets cannot be open at once). A prompt that
 * fails, or a grant that does not arrive, costs the reminders only, never the order.
 */
import { reminderPurposes } from '@/domain/subscribeMessages';
import type { BillingModel } from '@/services/checkout';
import type { Root } from './root';
import { subscribeStoreOf, type SubscribePrompt } from './SubscribeStore';

/** Call in the Place Order tap, before anything is awaited: the prompt, or null when none is asked. */
export function askOrderReminders(root: Root, billing: BillingModel | null): SubscribePrompt | null {
  if (!billing) return null;
  const purposes = reminderPurposes({ orderMethod: billing.orderMethod, groupBuy: !!root.groupBuy });
  return subscribeStoreOf(root).ask('orderReminders', purposes);
}

/** Waits for the shopper's answer and records what they accepted for the order. Never rejects. */
export async function grantOrderReminders(root: Root, prompt: SubscribePrompt | null, orderID: string): Promise<void> {
  if (!prompt) return;
  const accepted = await prompt.accepted;
  await subscribeStoreOf(root).grant({ orderID }, accepted);
}

/** The payment page opens: the templates are loaded now, so the tap can ask at once. */
export function prepareOrderReminders(root: Root): void {
  void subscribeStoreOf(root).load();
}
