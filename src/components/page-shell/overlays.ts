// The overlays PageShell loads on first use on H5 (see index.tsx); one module, one chunk. The
// not-found notice rides along: it shows only after a wrong address.
export { LanguageCurrencyModal } from '@/components/language-currency-modal';
export { NotFoundNotice } from '@/components/not-found-notice';
export { ShareModal } from '@/components/share-modal';
export { SideMenu } from '@/components/side-menu';
export { WechatShareModal } from '@/components/wechat-share-modal';
