/**
 * WeChat subscribe messages on the mini-program (see subscribe-message.ts for the contract):
 * Taro.requestSubscribeMessage calls wx.requestSubscribeMessage at once, inside the tap handler
 * that called us, as WeChat requires for the prompt to show.
 */
import Taro from '@tarojs/taro';
import type { SubscribeAnswer, SubscribeDecision } from '@/domain/subscribeMessages';
import type { SubscribeMessagePlatform } from './subscribe-message';

export type { SubscribeAnswer, SubscribeMessagePlatform };

const DECISIONS: SubscribeDecision[] = ['accept', 'reject', 'ban', 'filter'];
/** errCode of a shopper who switched subscribe messages off in the mini-program's settings. */
const SWITCHED_OFF = 20004;

type TaroLike = { requestSubscribeMessage(o: { tmplIds: string[] }): Promise<Record<string, unknown>> };

export function createWeappSubscribeMessage(taro: TaroLike = Taro as unknown as TaroLike): SubscribeMessagePlatform {
  return {
    available: true,
    async requestSubscribe(templateIds) {
      if (templateIds.length === 0) return null;
      try {
        const res = await taro.requestSubscribeMessage({ tmplIds: templateIds });
        const answer: SubscribeAnswer = {};
        for (const id of templateIds) {
          const d = res?.[id];
          if (DECISIONS.includes(d as SubscribeDecision)) answer[id] = d as SubscribeDecision;
        }
        return answer;
      } catch (e) {
        // switched off: the shopper's standing no, the same as refusing each template
        if ((e as { errCode?: unknown } | null)?.errCode === SWITCHED_OFF)
          return Object.fromEntries(templateIds.map((id) => [id, 'reject' as const]));
        return null;
      }
    },
  };
}

export const subscribeMessage: SubscribeMessagePlatform = createWeappSubscribeMessage();
