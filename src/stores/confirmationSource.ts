/**
 * Where the confirmation page (ConfirmationStore) learns an order's payment state, by how the
 * page was reached (spec 3, 4):
 * - a channel return (from_source): the channel's status call with the page URL;
 * - a mini-program return (MP_paymentstatus): the success report first (idempotent on the
 *   server), then the order itself; a failure is reported once, with WeChat's message;
 * - no from_source (another device, a bookmark, the receipt link): the order itself.
 */
import { parseFromSource, type PaymentChannel } from '@/domain/paymentStatus';
import { isApiError } from '@/services/http';
import type { OrdersApi } from '@/services/orders';
import type { PaymentApi, PaymentStatusModel } from '@/services/payment';

export interface ConfirmationParams {
  /** The route parameter id. */
  id?: string;
  /** The query: from_source, MP_paymentstatus, message, orderID, wmpoid, status. */
  query: Record<string, string | undefined>;
  /** The page's current URL (returnUrlInfo, spec 3). */
  href: string;
}

export type Source =
  | { kind: 'channel'; channel: PaymentChannel; orderId: string }
  /** `reported`: the server has answered the success report; rechecks then read the order. */
  | { kind: 'miniProgram'; orderId: string; openId: string; reported: boolean }
  /** No from_source: the order's own state, read with the receipt link's token when there is one. */
  | { kind: 'order'; orderId: string; token?: string };

/**
 * The source a page address names (not a mini-program return): the order itself without
 * from_source, else the channel's; a from_source without an order id is the spec's error.
 */
export function sourceOf(params: ConfirmationParams): { source: Source } | { error: string } {
  const q = params.query;
  if (q.from_source === undefined && params.id) {
    return { source: { kind: 'order', orderId: params.id, ...(q.token ? { token: q.token } : {}) } };
  }
  const parsed = parseFromSource(q.from_source);
  if (!parsed.ok) return { error: parsed.error };
  return { source: { kind: 'channel', channel: parsed.channel, orderId: parsed.orderId } };
}

/**
 * Worth asking again: no answer came (network, timeout: status 0), or, while the mini-program's
 * success report is not yet taken, the server failed (5xx) and may not have recorded it. Any other
 * answer is the server's word and shows as an error.
 */
export function retryable(e: unknown, source: Source | null): boolean {
  if (!isApiError(e)) return false;
  if (e.status === 0) return true;
  return source?.kind === 'miniProgram' && !source.reported && e.status >= 500;
}

/** One status request for the source (marks the mini-program's success report as taken). */
export async function requestStatus(
  api: { payment: PaymentApi; orders: OrdersApi },
  s: Source,
  params: ConfirmationParams,
): Promise<PaymentStatusModel> {
  if (s.kind === 'miniProgram' && !s.reported) {
    const res = await api.payment.processWeChatMiniProgramPayment('success', {
      orderID: s.orderId,
      weChatOpenId: s.openId,
    });
    s.reported = true;
    return res;
  }
  if (s.kind === 'channel') {
    const status = params.query.status;
    return api.payment.checkStatus(s.channel, {
      orderID: s.orderId,
      returnUrlInfo: params.href,
      ...(status ? { status } : {}),
    });
  }
  // the mini-program has no status call of its own, nor has a page opened without from_source:
  // the order read says it (spec 3)
  const order = await api.orders.get(s.orderId, s.kind === 'order' ? s.token : undefined);
  return { orderID: order.orderID, status: order.status, paymentStatus: order.paymentStatus };
}

/** The mini-program's failure report (spec 4); the failure shows whatever the report's fate. */
export async function reportMiniProgramFailure(
  payment: PaymentApi,
  report: { orderID: string; weChatOpenId: string; errorMessage: string },
): Promise<void> {
  try {
    await payment.processWeChatMiniProgramPayment('error', report);
  } catch {
    /* reported as well as we could */
  }
}
