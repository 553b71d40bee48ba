/**
 * Messages of the share poster, in both languages. They load with the product and group-buy
 * pages that offer a poster, not with the first screen's dictionaries (see share.ts).
 */
import { addAreaMessages } from './areaMessages';

export const posterMessages = {
  en: {
    istore_poster_open: 'Poster',
    istore_poster_title: 'Share poster',
    istore_poster_drawing: 'Drawing the poster…',
    istore_poster_failed: 'The poster could not be drawn.',
    istore_poster_alt: 'Poster of {name}, {price}, with the QR code of the link to share',
    istore_poster_hint: 'Scan the QR code to open',
    istore_poster_download: 'Download the poster (PNG)',
    istore_poster_keep: 'On a phone, press and hold the picture to save or send it.',
    istore_poster_save: 'Save to album',
    istore_poster_saving: 'Saving…',
    istore_poster_saved: 'Saved to your album. Post it in Moments or send it to friends.',
    istore_poster_denied:
      'The poster could not be saved: this mini-program may not use your photo album. Allow it in Settings, then save again.',
    istore_poster_open_settings: 'Open settings',
    istore_poster_save_failed: 'The poster could not be saved. Please try again.',
    istore_poster_group_price: 'Group price',
  },
  zh: {
    istore_poster_open: '海报',
    istore_poster_title: '分享海报',
    istore_poster_drawing: '正在生成海报…',
    istore_poster_failed: '海报生成失败。',
    istore_poster_alt: '{name}的分享海报，{price}，附分享链接二维码',
    istore_poster_hint: '扫码或长按识别二维码',
    istore_poster_download: '下载海报（PNG）',
    istore_poster_keep: '在手机上长按图片即可保存或发送。',
    istore_poster_save: '保存到相册',
    istore_poster_saving: '正在保存…',
    istore_poster_saved: '已保存到相册，可以发到朋友圈或发给好友。',
    istore_poster_denied: '无法保存海报：小程序没有使用相册的权限。请在设置中允许后再保存。',
    istore_poster_open_settings: '打开设置',
    istore_poster_save_failed: '海报保存失败，请重试。',
    istore_poster_group_price: '拼团价',
  },
} as const;

addAreaMessages(posterMessages);
