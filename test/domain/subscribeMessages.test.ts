/** The subscribe message rules: what Place Order asks for, what an answer means, which step sends what. */
import {
  acceptedTemplateIds,
  isRefusal,
  parseTemplateSetting,
  promptTemplateIds,
  purposeOfStep,
  reminderPurposes,
  shouldAsk,
  templateSettingText,
  type SubscribeAnswer,
} from '@/domain/subscribeMessages';
import type { OrderEventKind } from '@api-types';

const T = { orderPaid: 'paid-1', readyForPickup: 'ready-1', outForDelivery: 'out-1', groupResult: 'group-1' };

test.each([
  ['pickup', 'PICKUP', false, ['orderPaid', 'readyForPickup']],
  ['eat-in (handed over at the store)', 'EAT_IN', false, ['orderPaid', 'readyForPickup']],
  ['delivery', 'DELIVERY', false, ['orderPaid', 'outForDelivery']],
  ['a group-buy picked up', 'PICKUP', true, ['orderPaid', 'readyForPickup', 'groupResult']],
  ['a group-buy delivered', 'DELIVERY', true, ['orderPaid', 'outForDelivery', 'groupResult']],
  ['no method yet', null, false, ['orderPaid', 'readyForPickup']],
])('Place Order on %s asks for %#', (_, orderMethod, groupBuy, expected) => {
  expect(reminderPurposes({ orderMethod, groupBuy })).toEqual(expected);
});

test.each([
  ['every purpose configured', ['orderPaid', 'readyForPickup', 'groupResult'], T, ['paid-1', 'ready-1', 'group-1']],
  ['a purpose without a template is skipped', ['orderPaid', 'readyForPickup'], { orderPaid: 'paid-1' }, ['paid-1']],
  ['no templates (not offered)', ['orderPaid'], null, []],
  ['a malformed id is never asked', ['orderPaid'], { orderPaid: 'bad id!' }, []],
  [
    'two purposes sharing an id ask once',
    ['orderPaid', 'readyForPickup'],
    { orderPaid: 'x', readyForPickup: 'x' },
    ['x'],
  ],
  [
    'never more than three',
    ['orderPaid', 'readyForPickup', 'outForDelivery', 'groupResult'],
    T,
    ['paid-1', 'ready-1', 'out-1'],
  ],
] as const)('prompt ids: %s', (_, purposes, templates, expected) => {
  expect(promptTemplateIds(purposes, templates)).toEqual(expected);
});

const asked = ['a', 'b'];
test.each<[string, SubscribeAnswer | null, string[], boolean]>([
  ['both accepted', { a: 'accept', b: 'accept' }, ['a', 'b'], false],
  ['one accepted, one refused: no refusal', { a: 'accept', b: 'reject' }, ['a'], false],
  ['both refused', { a: 'reject', b: 'reject' }, [], true],
  ['refused one, the other banned by WeChat', { a: 'reject', b: 'ban' }, [], true],
  ['banned or filtered only: the shopper never chose', { a: 'ban', b: 'filter' }, [], false],
  ['the prompt failed (no answer)', null, [], false],
  ['an answer for an id not asked counts for nothing', { c: 'accept' }, [], false],
])('answer %s', (_, answer, accepted, refusal) => {
  expect(acceptedTemplateIds(answer, asked)).toEqual(accepted);
  expect(isRefusal(answer, asked)).toBe(refusal);
});

test.each([
  [{ available: true, offered: true, refused: false, templateIds: ['a'] }, true],
  [{ available: false, offered: true, refused: false, templateIds: ['a'] }, false],
  [{ available: true, offered: false, refused: false, templateIds: ['a'] }, false],
  [{ available: true, offered: true, refused: true, templateIds: ['a'] }, false],
  [{ available: true, offered: true, refused: false, templateIds: [] }, false],
])('shouldAsk(%o) = %s', (c, expected) => {
  expect(shouldAsk(c)).toBe(expected);
});

test.each<[OrderEventKind, string | null]>([
  ['placed', null],
  ['paid', 'orderPaid'],
  ['ready_for_pickup', 'readyForPickup'],
  ['out_for_delivery', 'outForDelivery'],
  ['picked_up', null],
  ['delivered', null],
  ['cancelled', null],
  ['refunded', null],
])('the step %s sends %s', (kind, purpose) => {
  expect(purposeOfStep(kind)).toBe(purpose);
});

test.each<[string, Record<string, string> | string]>([
  ['', { orderPaid: 'd' }],
  ['  ', { orderPaid: 'd' }],
  ['orderPaid=abc', { orderPaid: 'abc' }],
  ['orderPaid=a1,readyForPickup=b_2 groupResult=C-3', { orderPaid: 'a1', readyForPickup: 'b_2', groupResult: 'C-3' }],
  ['orderPaid=', {}],
  ['orderPayed=x', 'unknown purpose orderPayed'],
  ['orderPaid', 'write orderPaid=TEMPLATE_ID'],
  ['orderPaid=a/b', 'is not a WeChat template id'],
])('setting "%s"', (raw, expected) => {
  const parse = () => parseTemplateSetting(raw, { orderPaid: 'd' });
  if (typeof expected === 'string') expect(parse).toThrow(expected);
  else expect(parse()).toEqual(expected);
});

test('the setting text reads back as the same templates', () => {
  expect(parseTemplateSetting(templateSettingText(T), {})).toEqual(T);
});
