/**
 * Messages of the account and user areas (sign-in extras, password reset, profile, photo,
 * addresses, WeChat and Alipay sign-in). They load with those areas, not with the first screen;
 * `accountT(session)` reads the server's dictionary first, then these, then the built-in ones.
 */
import type { Locale } from '@api-types';
import { interpolate, type MessageParams, type Translator } from './translator';

const en = {
  istore_account_forgot_link: 'Forgot password?',
  istore_account_forgot_title: 'Reset your password',
  istore_account_forgot_intro: 'Enter the email of your account. We will send you a link to choose a new password.',
  istore_account_forgot_submit: 'Send the link',
  istore_account_forgot_sent: 'If an account exists for this email, we have sent it a link to reset the password.',
  istore_account_back_to_sign_in: 'Back to Sign In',
  istore_account_reset_title: 'Choose a new password',
  istore_account_reset_new: 'New password',
  istore_account_reset_submit: 'Save the new password',
  istore_account_reset_done: 'Your password has been changed and you were signed out everywhere. Sign in with the new password.',
  istore_account_reset_bad_link: 'This reset link is not complete. Ask for a new one.',
  istore_account_err_too_many: 'Too many attempts. Please wait a few minutes and try again.',
  istore_account_err_password_same: 'Choose a password different from the current one.',
  istore_account_or: 'or',
  istore_account_provider_wechat: 'WeChat',
  istore_account_provider_alipay: 'Alipay',
  istore_account_external_sign_in: 'Sign in with {provider}',
  istore_account_external_title: 'Finish signing in with {provider}',
  istore_account_external_intro: 'This {provider} account is not linked to a store account yet. Create one, or link an account you already have.',
  istore_account_external_register: 'Create an account',
  istore_account_external_link: 'Link my account',
  istore_account_external_failed: 'Signing in with {provider} did not work ({reason}). Try again or use your email.',
  istore_account_edit_profile: 'Edit profile',
  istore_account_phone_hint: 'Optional.',
  istore_account_save: 'Save',
  istore_account_cancel: 'Cancel',
  istore_account_profile_saved: 'Your profile has been saved.',
  istore_account_photo: 'Profile photo',
  istore_account_photo_choose: 'Choose a photo',
  istore_account_photo_upload: 'Upload photo',
  istore_account_photo_uploading: 'Uploading… {percent}%',
  istore_account_photo_saved: 'Your photo has been updated.',
  istore_account_photo_hint: 'PNG, JPEG, GIF or WebP, up to {max} MB.',
  istore_account_photo_too_large: 'This photo is larger than {max} MB.',
  istore_account_change_password: 'Change password',
  istore_account_current_password: 'Current password',
  istore_account_password_changed: 'Your password has been changed. Other devices were signed out.',
  istore_account_wechat_bound: 'WeChat is linked to this account.',
  istore_account_wechat_not_bound: 'WeChat is not linked to this account.',
  istore_account_menu: 'Account menu',
  istore_address_title: 'My addresses',
  istore_address_delivery: 'Delivery addresses',
  istore_address_billing: 'Billing addresses',
  istore_address_add: 'Add an address',
  istore_address_edit: 'Edit',
  istore_address_delete: 'Delete',
  istore_address_delete_confirm: 'Delete this address?',
  istore_address_set_default: 'Make default',
  istore_address_default: 'Default',
  istore_address_empty: 'No saved addresses yet.',
  istore_address_saved: 'Address saved.',
  istore_address_deleted: 'Address deleted.',
  istore_address_default_set: 'Default address changed.',
  istore_address_choose: 'Choose…',
  istore_address_use_wechat: 'Use WeChat address',
  istore_address_form_new: 'New address',
  istore_address_form_edit: 'Edit address',
  istore_address_make_default: 'Use as my default',
  istore_address_delivers: 'We deliver here ({zone}).',
  istore_address_no_delivery: 'We do not deliver to this address yet; it can still be used for billing.',
  istore_address_saved_addresses: 'Saved addresses',
  istore_address_use: 'Use this address',
  istore_address_manage: 'Manage addresses',
};

export type AccountMessageKey = keyof typeof en;

const zh: Record<AccountMessageKey, string> = {
  istore_account_forgot_link: '忘记密码？',
  istore_account_forgot_title: '重置密码',
  istore_account_forgot_intro: '请输入账户邮箱，我们会发送一个链接，供您设置新密码。',
  istore_account_forgot_submit: '发送链接',
  istore_account_forgot_sent: '如果该邮箱已注册，我们已向其发送重置密码的链接。',
  istore_account_back_to_sign_in: '返回登录',
  istore_account_reset_title: '设置新密码',
  istore_account_reset_new: '新密码',
  istore_account_reset_submit: '保存新密码',
  istore_account_reset_done: '密码已修改，所有设备均已退出登录。请使用新密码登录。',
  istore_account_reset_bad_link: '该重置链接不完整，请重新申请。',
  istore_account_err_too_many: '尝试次数过多，请稍等几分钟后再试。',
  istore_account_err_password_same: '新密码不能与当前密码相同。',
  istore_account_or: '或',
  istore_account_provider_wechat: '微信',
  istore_account_provider_alipay: '支付宝',
  istore_account_external_sign_in: '{provider}登录',
  istore_account_external_title: '完成{provider}登录',
  istore_account_external_intro: '该{provider}账号尚未关联商店账户。请创建新账户，或关联已有账户。',
  istore_account_external_register: '创建账户',
  istore_account_external_link: '关联我的账户',
  istore_account_external_failed: '{provider}登录失败（{reason}）。请重试或使用邮箱登录。',
  istore_account_edit_profile: '编辑资料',
  istore_account_phone_hint: '选填。',
  istore_account_save: '保存',
  istore_account_cancel: '取消',
  istore_account_profile_saved: '资料已保存。',
  istore_account_photo: '头像',
  istore_account_photo_choose: '选择照片',
  istore_account_photo_upload: '上传头像',
  istore_account_photo_uploading: '上传中… {percent}%',
  istore_account_photo_saved: '头像已更新。',
  istore_account_photo_hint: '支持 PNG、JPEG、GIF 或 WebP，最大 {max} MB。',
  istore_account_photo_too_large: '照片超过 {max} MB。',
  istore_account_change_password: '修改密码',
  istore_account_current_password: '当前密码',
  istore_account_password_changed: '密码已修改，其他设备已退出登录。',
  istore_account_wechat_bound: '此账户已关联微信。',
  istore_account_wechat_not_bound: '此账户尚未关联微信。',
  istore_account_menu: '账户菜单',
  istore_address_title: '我的地址',
  istore_address_delivery: '收货地址',
  istore_address_billing: '账单地址',
  istore_address_add: '添加地址',
  istore_address_edit: '编辑',
  istore_address_delete: '删除',
  istore_address_delete_confirm: '确定删除此地址？',
  istore_address_set_default: '设为默认',
  istore_address_default: '默认',
  istore_address_empty: '还没有保存的地址。',
  istore_address_saved: '地址已保存。',
  istore_address_deleted: '地址已删除。',
  istore_address_default_set: '默认地址已更改。',
  istore_address_choose: '请选择…',
  istore_address_use_wechat: '使用微信地址',
  istore_address_form_new: '新地址',
  istore_address_form_edit: '编辑地址',
  istore_address_make_default: '设为默认地址',
  istore_address_delivers: '此地址在配送范围内（{zone}）。',
  istore_address_no_delivery: '此地址暂不在配送范围内，仍可用作账单地址。',
  istore_address_saved_addresses: '已保存的地址',
  istore_address_use: '使用此地址',
  istore_address_manage: '管理地址',
};

export const accountMessages: Record<Locale, Record<AccountMessageKey, string>> = { en, zh };

interface SessionLike {
  locale: Locale;
  serverMessages: Readonly<Record<string, string>>;
  t: Translator;
}

/** The session's translator with the account messages added (the server's dictionary still wins). */
export function accountT(session: SessionLike): Translator {
  const own: Readonly<Record<string, string>> = accountMessages[session.locale] ?? en;
  return (key: string, params?: MessageParams) => {
    const server = session.serverMessages[key];
    if (typeof server === 'string' && server) return interpolate(server, params);
    const template = own[key];
    return template ? interpolate(template, params) : session.t(key, params);
  };
}
