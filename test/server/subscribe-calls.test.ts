/**
 * The conformance check of the wechatSubscribe extension's templates answer (server/conformance/
 * subscribe-calls.ts): it names what the mini-program could not use, so an operator knows which
 * reminders their store's WeChat setup would never ask for.
 */
import { templatesShortfall } from '../../server/conformance/subscribe-calls';
import { normalizeTemplates } from '../../src/services/wechatSubscribe';

describe('templatesShortfall', () => {
  test.each<[string, unknown, string | null]>([
    ['every purpose well formed', { templates: { orderPaid: 'tpl_paid-1', groupResult: 'G2' } }, null],
    ['no template at all (a store without WeChat reminders)', { templates: {} }, null],
    [
      'an id with a space is left out',
      { templates: { orderPaid: 'tpl paid', groupResult: 'G2' } },
      'templates left out: orderPaid',
    ],
    ['an id that is a number', { templates: { priceDrop: 7 } }, 'templates left out: priceDrop'],
    ['no templates object', { ids: {} }, 'no templates object: the mini-program asks for no reminders'],
    [
      'a list instead of an object',
      { templates: ['tpl'] },
      'no templates object: the mini-program asks for no reminders',
    ],
  ])('%s', (_name, answer, text) => {
    expect(templatesShortfall(normalizeTemplates(answer), answer)?.text ?? null).toBe(text);
  });
});
