/**
 * Messages of the installed web app's notices: the iOS install hint, the update prompt,
 * the offline indicator, an action tried offline. They load with those notices, off the first screen, and join
 * the built-in messages when this module is imported (the server's dictionary still overlays them).
 */
import { addAreaMessages } from './translator';

const en = {
  istore_install_ios: 'Install this store: tap Share → Add to Home Screen.',
  istore_update_available: 'A new version is available',
  istore_update_reload: 'Reload',
  istore_offline_indicator: 'You are offline. Pages you have visited still open.',
  istore_online_again: 'Back online.',
  istore_offline_action: 'You are offline. Nothing was lost: try again when you are back online.',
};

const zh: typeof en = {
  istore_install_ios: '安装本店：点按“分享”→“添加到主屏幕”。',
  istore_update_available: '有新版本可用',
  istore_update_reload: '重新加载',
  istore_offline_indicator: '您已离线。已浏览过的页面仍可打开。',
  istore_online_again: '已恢复联网。',
  istore_offline_action: '您已离线，内容不会丢失。恢复联网后请重试。',
};

addAreaMessages({ en, zh });

export const pwaMessages = { en, zh };
