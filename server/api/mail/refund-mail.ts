/**
 * The mails of money going back (a refunded order, a refunded payment, a return's decision and
 * refund) in the language the order was placed in (orders.locale), whenever they are sent. The
 * reasons are said in both languages: the refund's record keeps the English one, the mail says
 * the order's.
 */
import type { Locale } from '../../../types/api';
import type { ReturnKind } from '../../../types/after-sales';
import { moneyText } from '../models/checkout-config';
import type { MailText } from '../models/outbox';

/** A text in each language. */
export type Bilingual = Record<Locale, string>;

const RETURN_KINDS: Record<ReturnKind, string> = { return: '退货', refund: '退款' };

/** Why an order or a payment is refunded, as the shopper is told. */
export const REFUND_REASONS = {
  groupFailed: { en: 'Your group did not fill before its deadline', zh: '您的拼团未在截止前成团' },
  campaignSoldOut: {
    en: 'The group-buy campaign sold out before your payment completed',
    zh: '拼团活动在您付款完成前已售罄',
  },
  campaignEnded: {
    en: 'The group-buy campaign ended before your payment completed',
    zh: '拼团活动在您付款完成前已结束',
  },
  soldOut: { en: 'The items sold out before your payment completed', zh: '商品在您付款完成前已售罄' },
  returnAccepted: (kind: ReturnKind, id: number): Bilingual => ({
    en: `Your ${kind} request ${id} was accepted`,
    zh: `您的${RETURN_KINDS[kind]}申请 ${id} 已通过`,
  }),
  paidElsewhere: (orderId: number): Bilingual => ({
    en: `Order ${orderId} was already paid through another payment method`,
    zh: `订单 ${orderId} 已通过其他支付方式付款`,
  }),
};

/** The plain notice of a refunded order. */
export function orderRefundedMail(locale: Locale, orderId: number, reason: Bilingual): MailText {
  return locale === 'zh'
    ? { subject: `订单 ${orderId} 已退款`, text: `${reason.zh}。您为订单 ${orderId} 支付的款项已全额退还。` }
    : {
        subject: `Order ${orderId} refunded`,
        text: `${reason.en}. Your payment for order ${orderId} has been refunded in full.`,
      };
}

/** A payment that bought nothing went back (a second payment, or one the order could no longer take). */
export function paymentRefundedMail(locale: Locale, orderId: number, reason: Bilingual): MailText {
  return locale === 'zh'
    ? { subject: `订单 ${orderId} 的付款已退还`, text: `${reason.zh}。该笔付款已全额退还。` }
    : {
        subject: `Payment for order ${orderId} refunded`,
        text: `${reason.en}. That payment has been refunded in full.`,
      };
}

export function returnRefusedMail(locale: Locale, orderId: number, kind: ReturnKind): MailText {
  return locale === 'zh'
    ? {
        subject: `您对订单 ${orderId} 的售后申请`,
        text: `本店已拒绝您对订单 ${orderId} 的${RETURN_KINDS[kind]}申请。`,
      }
    : {
        subject: `Your return request for order ${orderId}`,
        text: `The store has refused your ${kind} request for order ${orderId}.`,
      };
}

/** A return's refund: how much, and where each part goes (store credit, the way the order was paid). */
export function returnRefundedMail(
  locale: Locale,
  m: { orderId: number; amount: number; storeCredit: number; channel: number; currency: string },
): MailText {
  const money = (n: number) => moneyText(n, m.currency);
  if (locale === 'zh') {
    const parts = [
      m.storeCredit > 0 ? `${money(m.storeCredit)} 退回店铺余额` : '',
      m.channel > 0 ? `${money(m.channel)} 退回您付款时使用的银行卡或钱包` : '',
    ].filter(Boolean);
    return {
      subject: `订单 ${m.orderId} 的退款`,
      text: `我们已为订单 ${m.orderId} 退款 ${money(m.amount)}：${parts.join('，')}。`,
    };
  }
  const parts = [
    m.storeCredit > 0 ? `${money(m.storeCredit)} to your store credit` : '',
    m.channel > 0 ? `${money(m.channel)} to the card or wallet you paid with` : '',
  ].filter(Boolean);
  return {
    subject: `Refund for order ${m.orderId}`,
    text: `We have refunded ${money(m.amount)} for order ${m.orderId}: ${parts.join(' and ')}.`,
  };
}
