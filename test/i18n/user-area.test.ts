/** The user area's messages join the built-in ones when its module loads, in both languages. */
import { createTranslator } from '@/i18n/translator';

it('before and after the user area loads', async () => {
  expect(createTranslator('zh')('istore_support_send')).toBe('istore_support_send');
  await import('@/i18n/user-area');
  expect(createTranslator('en')('istore_support_send')).toBe('Send message');
  expect(createTranslator('zh')('istore_support_send')).toBe('发送');
  expect(createTranslator('zh')('istore_orders_end', { count: 64 })).toBe('已全部显示：共 64 个订单。');
  // the server's dictionary still wins
  expect(createTranslator('en', { istore_support_send: 'Send to us' })('istore_support_send')).toBe('Send to us');
  // built-in keys are untouched
  expect(createTranslator('en')('istore_header_sign_in')).toBe('Sign In');
});
