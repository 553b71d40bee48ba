/**
 * The checkout area's messages load with its screens, not the first screen: both
 * languages complete, and a translator finds them once the module is imported (before or after
 * the translator was made), in the translator's own language, the server's dictionary first.
 */
import { createTranslator } from '@/i18n/translator';

it('a translator made before the area loads finds its messages afterwards', async () => {
  const en = createTranslator('en');
  expect(en('istore_summary_free')).toBe('istore_summary_free');
  const { checkoutMessages } = await import('@/i18n/checkout');
  expect(en('istore_summary_free')).toBe('Free');
  expect(createTranslator('zh')('istore_method_card')).toBe('银行卡（Visa、Mastercard、Amex）');
  expect(createTranslator('zh', { istore_method_card: '信用卡' })('istore_method_card')).toBe('信用卡');
  expect(Object.keys(checkoutMessages.zh).sort()).toEqual(Object.keys(checkoutMessages.en).sort());
  for (const v of [...Object.values(checkoutMessages.en), ...Object.values(checkoutMessages.zh)])
    expect(v.trim()).not.toBe('');
  // zh never falls back to English words for these
  for (const [k, v] of Object.entries(checkoutMessages.zh)) {
    if (!/_mark$|_card$/.test(k)) expect([k, /[A-Za-z]{3,}/.test(v.replace(/\{\w+\}/g, ''))]).toEqual([k, false]);
  }
});
