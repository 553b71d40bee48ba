/**
 * Messages of sharing (the share dialog, WeChat hint), installing the app and the not-found notice, in both languages. They load with the screens that show them (H5 lazy chunks /
 * weapp subpackages), not with the first screen's dictionaries (en.ts, zh.ts): a module that
 * shows one imports this file, which adds them to every translator (the server's dictionary still
 * overlays them).
 */
import { addAreaMessages } from './areaMessages';

export const shareMessages = {
  en: {
    istore_common_copy_link: 'Copy link',
    istore_common_copied: 'Copied',
    istore_common_link_copied: 'The link has been copied!',
    istore_share_wechat: 'WeChat',
    istore_share_wechat_moments: 'Moments',
    istore_share_wechat_hint: 'Tap ··· at the top right to share this page.',
    istore_share_scan_qr: 'Scan the QR code with WeChat',
    istore_share_email: 'Email',
    istore_share_more: 'More',
    istore_install_banner: 'Use this website as a free app.',
    istore_install_button: 'Install',
    istore_install_dismiss: 'Not now',
    istore_shell_not_found: 'That page does not exist — here is the shop',
    istore_shell_share_on: 'Share on {name}',
    istore_shell_share_link: 'Link to share',
    istore_shell_qr_toggle: 'WeChat QR code',
    istore_shell_qr_alt: 'QR code of the link to share',
    istore_shell_copy_failed: 'The link could not be copied. Select it and copy it yourself.',
    istore_shell_sms: 'SMS',
    istore_shell_install_app: 'Install app',
  },
  zh: {
    istore_common_copy_link: '复制链接',
    istore_common_copied: '已复制',
    istore_common_link_copied: '链接已复制！',
    istore_share_wechat: '微信',
    istore_share_wechat_moments: '朋友圈',
    istore_share_wechat_hint: '点击右上角 ··· 分享此页面。',
    istore_share_scan_qr: '用微信扫描二维码',
    istore_share_email: '邮件',
    istore_share_more: '更多',
    istore_install_banner: '将本网站作为免费应用使用。',
    istore_install_button: '安装',
    istore_install_dismiss: '以后再说',
    istore_shell_not_found: '该页面不存在——这里是商店首页',
    istore_shell_share_on: '分享到 {name}',
    istore_shell_share_link: '分享链接',
    istore_shell_qr_toggle: '微信 二维码',
    istore_shell_qr_alt: '分享链接的二维码',
    istore_shell_copy_failed: '无法复制链接，请选中后手动复制。',
    istore_shell_sms: '短信',
    istore_shell_install_app: '安装应用',
  },
} as const;

addAreaMessages(shareMessages);
