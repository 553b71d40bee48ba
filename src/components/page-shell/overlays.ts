// The overlays PageShell loads on first use on H5 (see index.tsx); one module, one chunk.
export { LanguageCurrencyModal } from '@/components/language-currency-modal';
export { ShareModal } from '@/components/share-modal';
export { SideMenu } from '@/components/side-menu';
export { WechatShareModal } from '@/components/wechat-share-modal';
