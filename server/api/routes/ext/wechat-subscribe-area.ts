/** The WeChat subscribe message extension as an extension area (server/api/extensions.ts lists it). */
import { EXT_WECHAT_SUBSCRIBE } from '../../../../types/wechat-subscribe';
import { wechatMessagesData } from '../../models/wechat-messages';
import type { ExtensionArea } from '../types';
import wechatSubscribeRoutes from './wechat-subscribe';

export const wechatSubscribeExtension: ExtensionArea = {
  name: EXT_WECHAT_SUBSCRIBE,
  data: wechatMessagesData,
  routes: [wechatSubscribeRoutes],
};
