import { View } from '@tarojs/components';
import './index.scss';

/** Every icon of the shell: small SVGs drawn as CSS masks (no icon font, no image requests). */
export type IconName =
  | 'heart'
  | 'heart-filled'
  | 'menu'
  | 'close'
  | 'search'
  | 'cart'
  | 'user'
  | 'pin'
  | 'globe'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'plus'
  | 'minus'
  | 'share'
  | 'link'
  | 'mail'
  | 'sms'
  | 'more'
  | 'home'
  | 'bag'
  | 'phone'
  | 'download'
  | 'check'
  | 'coin'
  | 'qr'
  | 'arrow-up-right'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'youtube'
  | 'linkedin'
  | 'pinterest'
  | 'wechat'
  | 'moments'
  | 'telegram'
  | 'reddit'
  | 'tumblr'
  | 'whatsapp'
  | 'line'
  | 'messenger';

export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** Extra class (size, colour: icons take the text colour). */
  className?: string;
}

/** A decorative icon in the current text colour, 1.25em square; its button or link carries the name. */
export function Icon({ name, className }: IconProps) {
  return <View className={`icon icon--${name}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}

const TAB_ICONS: Record<string, IconName> = {
  home: 'home',
  'shopping-bag': 'bag',
  shop: 'bag',
  store: 'bag',
  'shopping-cart': 'cart',
  cart: 'cart',
  user: 'user',
  account: 'user',
  phone: 'phone',
  search: 'search',
  share: 'share',
  location: 'pin',
};

/** The icon for a footer tab's `icon` setting (a few common names); 'more' when unknown. */
export function iconForTab(icon: string | null | undefined): IconName {
  return TAB_ICONS[(icon ?? '').trim().toLowerCase()] ?? 'more';
}
