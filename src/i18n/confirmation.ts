/**
 * Messages of the order confirmation (and the order and payment states it shares with the order
 * screens), in both languages. They load with those screens, not with the first screen's
 * dictionaries (en.ts, zh.ts): a module that shows them imports this file, which adds them to
 * every translator (i18n/areaMessages.ts; the server's dictionary still overlays them).
 */
import { addAreaMessages } from './areaMessages';

export const confirmationMessages = {
  en: {
    istore_confirmation_success: 'Order Success!',
    istore_confirmation_receipt_emailed: 'A receipt has been emailed to you.',
    istore_confirmation_order_id: 'Order ID: {orderId}',
    istore_confirmation_check_order: 'Check Order Detail',
    istore_confirmation_failed: 'Payment Failed',
    istore_confirmation_back_to_cart: 'Back to Cart',
    istore_confirmation_continue_shopping: 'Continue Shopping',
    istore_confirmation_submit_payment: '{channel} Submit Payment...',
    istore_confirmation_checking: 'Checking your payment…',
    istore_confirmation_waiting: 'Waiting for {channel} to confirm your payment. This page updates by itself.',
    istore_confirmation_offline: 'Connection lost; trying again…',
    istore_confirmation_still_confirming:
      'Your payment is still being confirmed. You can leave this page; your order shows the result once it is known.',
    istore_confirmation_view_order: 'View order {orderId}',
    istore_confirmation_check_again: 'Check again',
    istore_confirmation_failed_text:
      'Your payment was not completed and nothing was charged. Your cart is still there.',
    istore_confirmation_error_title: 'We could not confirm your payment',
    istore_confirmation_status_unknown: 'This order is not waiting for a payment. Check the order for its status.',
    istore_confirmation_wechat_pay: 'WeChat Pay',
    istore_confirmation_how_to_see:
      'This order can be seen after signing in with the account that placed it, or through the link in the receipt mail.',
    istore_confirmation_order_title: 'Order {orderId}',
    istore_group_status_title: 'Group buy: {name}',
    istore_group_status_joined: '{joined} of {size} joined',
    istore_group_status_OPEN: 'Your group needs {count} more before the deadline, or the order is refunded.',
    istore_group_status_deadline: 'Deadline in {time}',
    istore_group_status_invite: 'Share this link so friends can join your group:',
    istore_group_status_invite_button: 'Invite friends',
    istore_group_status_COMPLETE: 'Group complete: your order goes ahead at the group price.',
    istore_group_status_FAILED: 'The group did not fill before its deadline; the order is being refunded in full.',
    istore_group_status_REFUNDED:
      'The group did not fill before its deadline, so the order was cancelled and {amount} refunded in full.',
    istore_group_status_PENDING: 'Your place in a group is taken once the payment is confirmed.',
  },
  zh: {
    istore_confirmation_success: '下单成功！',
    istore_confirmation_receipt_emailed: '收据已发送到您的邮箱。',
    istore_confirmation_order_id: '订单号：{orderId}',
    istore_confirmation_check_order: '查看订单详情',
    istore_confirmation_failed: '支付失败',
    istore_confirmation_back_to_cart: '返回购物车',
    istore_confirmation_continue_shopping: '继续购物',
    istore_confirmation_submit_payment: '{channel} 提交支付中...',
    istore_confirmation_checking: '正在确认付款…',
    istore_confirmation_waiting: '正在等待 {channel} 确认付款，本页面会自动更新。',
    istore_confirmation_offline: '网络连接中断，正在重试…',
    istore_confirmation_still_confirming: '您的付款仍在确认中。您可以离开本页面，结果确定后会显示在订单中。',
    istore_confirmation_view_order: '查看订单 {orderId}',
    istore_confirmation_check_again: '再次查询',
    istore_confirmation_failed_text: '付款未完成，未产生扣款。购物车中的商品仍在。',
    istore_confirmation_error_title: '无法确认您的付款',
    istore_confirmation_status_unknown: '该订单当前不在等待付款状态，请查看订单了解详情。',
    istore_confirmation_wechat_pay: '微信支付',
    istore_confirmation_how_to_see: '请用下单的账户登录后查看此订单，或打开收据邮件中的链接。',
    istore_confirmation_order_title: '订单 {orderId}',
    istore_group_status_title: '拼团：{name}',
    istore_group_status_joined: '已有 {joined}/{size} 人',
    istore_group_status_OPEN: '截止前还需 {count} 人参团，否则订单将全额退款。',
    istore_group_status_deadline: '距截止 {time}',
    istore_group_status_invite: '分享此链接，邀请好友参团：',
    istore_group_status_invite_button: '邀请好友',
    istore_group_status_COMPLETE: '已成团：订单将按拼团价处理。',
    istore_group_status_FAILED: '拼团未在截止前成团，订单正在全额退款。',
    istore_group_status_REFUNDED: '拼团未在截止前成团，订单已取消并已全额退款 {amount}。',
    istore_group_status_PENDING: '付款确认后即占团内名额。',
  },
} as const;

addAreaMessages(confirmationMessages);
