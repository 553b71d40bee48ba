/**
 * The alert buttons' accessible names (the product named) hold the words the button shows, in both
 * languages: a shopper who uses voice control says what they see ("Notify me", "到货通知我"), and
 * the store's accessibility checks refuse a name that leaves the visible text out.
 */
import { alertMessages } from '@/i18n/alerts';

describe.each(['en', 'zh'] as const)('%s', (locale) => {
  const m = alertMessages[locale];
  test.each([
    ['istore_alert_notify_me', 'istore_alert_notify_me_named'],
    ['istore_alert_cheaper', 'istore_alert_cheaper_named'],
  ] as const)('%s is in %s', (shown, named) => {
    expect(m[named].replace('{name}', 'Jade Garden Celadon Gongfu Tea Set (Small / White)')).toContain(m[shown]);
  });
});
