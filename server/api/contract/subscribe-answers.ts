/**
 * Answer schema of the wechatSubscribe extension's read (types/wechat-subscribe.ts): the store's
 * WeChat template id per purpose, what src/services/wechatSubscribe.ts needs of it. A purpose
 * without a well-formed id is left out (the prompt does not ask for it).
 */
import { SUBSCRIBE_PURPOSES } from '../../../types/wechat-subscribe';
import { obj, text, type AnswerContract } from './schema-kit';

export const SUBSCRIBE_ANSWERS: AnswerContract[] = [
  {
    route: 'GET /ext/wechatSubscribe/templates',
    check: 'wechatTemplates',
    schema: obj(
      {
        templates: obj(
          Object.fromEntries(SUBSCRIBE_PURPOSES.map((p) => [p, text('WeChat template id: letters, digits, - or _')])),
          [],
          'a purpose the store has no template for is left out',
        ),
      },
      ['templates'],
    ),
  },
];
