/**
 * Mail to a group-buy group's members about its outcome (./campaign-groups.ts decides it): the
 * group complete, or closed unfilled at its deadline with the refund. Each member is told in the
 * language their order was placed in.
 */
import type { Db } from '../db';
import { moneyText } from './checkout-config';
import type { CampaignRow } from './campaigns';
import { details, type OrderRow } from './orders';
import { NO_LINK_NOTE, sendMail, type MailText } from './outbox';

const campaignName = (c: CampaignRow, row: OrderRow) => (row.locale === 'zh' && c.name_zh) || c.name_en;

/** The group took its last member: the starter (and everyone in it) hears that the order goes ahead. */
export function groupCompleteMail(c: CampaignRow, row: OrderRow, size: number): MailText {
  const name = campaignName(c, row);
  if (row.locale === 'zh')
    return {
      subject: `您的拼团已成团：订单 ${row.id} 将继续处理`,
      text: `您参加的“${name}”拼团已满 ${size} 人。订单 ${row.id} 已按拼团价确认；订单备好后我们会通知您。`,
    };
  return {
    subject: `Your group is complete: order ${row.id} goes ahead`,
    text:
      `Your group for "${name}" now has all ${size} members. ` +
      `Order ${row.id} is confirmed at the group price; we will let you know when it is ready.`,
  };
}

/** The deadline passed before the group filled: how many joined, and the refund (amount, and where it goes). */
export function groupFailedMail(
  c: CampaignRow,
  row: OrderRow,
  joined: number,
  refund: { amount: number; storeCredit: number },
): MailText {
  const m = (n: number) => moneyText(n, row.currency);
  const paid = refund.amount - refund.storeCredit;
  const name = campaignName(c, row);
  if (row.locale === 'zh') {
    const where = [
      paid > 0 ? `${m(paid)} 退回原支付方式` : '',
      refund.storeCredit > 0 ? `${m(refund.storeCredit)} 退回店铺余额` : '',
    ]
      .filter(Boolean)
      .join('，');
    return {
      subject: `您的拼团未成团：订单 ${row.id} 已退款`,
      text:
        `您参加的“${name}”拼团截止时只有 ${joined}/${c.group_size} 人，` +
        `因此订单 ${row.id} 已取消并全额退款：${m(refund.amount)}${where ? `（${where}）` : ''}。` +
        '活动期间您可以开一个新团。',
    };
  }
  const where = [
    paid > 0 ? `${m(paid)} to the way you paid` : '',
    refund.storeCredit > 0 ? `${m(refund.storeCredit)} to your store credit` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    subject: `Your group did not fill: order ${row.id} refunded`,
    text:
      `Your group for "${name}" closed at its deadline with ${joined} of ${c.group_size} members, ` +
      `so order ${row.id} is cancelled and refunded in full: ${m(refund.amount)}${where ? ` (${where})` : ''}. ` +
      'You can start a new group while the campaign runs.',
  };
}

/**
 * Run for each member's order when its group's outcome is known (complete, or failed at the
 * deadline); the WeChat subscribe messages (./wechat-messages.ts) send the group's result here.
 */
export const groupOutcomeHooks: ((db: Db, row: OrderRow, outcome: 'complete' | 'failed', c: CampaignRow) => void)[] =
  [];

export function groupOutcome(db: Db, row: OrderRow, outcome: 'complete' | 'failed', c: CampaignRow): void {
  for (const hook of groupOutcomeHooks) hook(db, row, outcome, c);
}

export function mailMember(db: Db, row: OrderRow, mail: MailText): void {
  const d = details(row);
  if (!d.contact?.email) return;
  // only an absolute link opens from a mail app; without the order's origin the mail has none
  const link = d.origin ? `${d.origin}/user/orders?orderID=${row.id}` : undefined;
  sendMail(db, { to: d.contact.email, ...mail, ...(link ? { link } : { note: NO_LINK_NOTE }) });
}
