import fs from 'node:fs';
import path from 'node:path';
import { campaignMessages } from '@/i18n/campaigns';
import { createTranslator } from '@/i18n/translator';

describe('campaign messages (loaded with the campaign screens)', () => {
  it('both languages have the same keys, none empty, none mixed', () => {
    expect(Object.keys(campaignMessages.zh).sort()).toEqual(Object.keys(campaignMessages.en).sort());
    for (const v of Object.values(campaignMessages.en)) expect(v).not.toMatch(/[\u4e00-\u9fff]/);
    for (const v of Object.values(campaignMessages.zh)) expect(v.trim()).not.toBe('');
  });

  it('they are not in the first screen dictionary, and translate once loaded', () => {
    for (const file of ['en.ts', 'zh.ts']) {
      expect(fs.readFileSync(path.join(__dirname, '../../src/i18n', file), 'utf8')).not.toContain('istore_campaign_');
    }
    expect(createTranslator('zh')('istore_campaign_needed', { count: 1 })).toBe('还差 1 人');
    expect(createTranslator('en')('istore_campaign_order_state_REFUNDED', { amount: '$9.00' })).toBe(
      'Group failed: $9.00 refunded',
    );
  });
});
