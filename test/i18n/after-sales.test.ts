import fs from 'node:fs';
import path from 'node:path';
import { afterSalesMessages } from '@/i18n/after-sales';
import { createTranslator } from '@/i18n/translator';

describe('after-sales messages (load with their screens)', () => {
  it('both languages have the same keys, none empty, English without Chinese', () => {
    expect(Object.keys(afterSalesMessages.zh).sort()).toEqual(Object.keys(afterSalesMessages.en).sort());
    for (const v of Object.values(afterSalesMessages.en)) expect(v).not.toMatch(/[\u4e00-\u9fff]/);
    for (const v of Object.values(afterSalesMessages.zh)) expect(v.trim()).not.toBe('');
  });
  it('not in the first screen dictionary; translate once loaded', () => {
    for (const file of ['en.ts', 'zh.ts'])
      expect(fs.readFileSync(path.join(__dirname, '../../src/i18n', file), 'utf8')).not.toContain('istore_reviews_');
    expect(createTranslator('zh')('istore_timeline_delivered')).toBe('已送达');
    expect(createTranslator('en')('istore_reviews_count', { count: 3 })).toBe('3 reviews');
  });
  it('every key the domain rules and the server name has words', () => {
    const keys = [
      'istore_reviews_not_in_order',
      'istore_reviews_not_paid',
      'istore_reviews_not_received',
      'istore_reviews_already',
      'istore_reviews_edit_closed',
      'istore_returns_not_paid',
      'istore_returns_window_closed',
      'istore_returns_all_returned',
      ...[
        'placed',
        'paid',
        'ready_for_pickup',
        'out_for_delivery',
        'picked_up',
        'delivered',
        'cancelled',
        'refunded',
      ].map((k) => `istore_timeline_${k}`),
      ...['requested', 'approved', 'refused', 'refunded'].map((k) => `istore_returns_state_${k}`),
      ...['damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'missing', 'other'].map(
        (k) => `istore_returns_reason_${k}`,
      ),
    ];
    for (const k of keys) expect(Object.keys(afterSalesMessages.en)).toContain(k);
  });
});
