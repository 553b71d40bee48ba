import type { IconName } from '@/domain/icon-glyphs';
import { IconGlyph } from '@/platform/icon-glyph';
import './index.scss';

/** Every icon of the shell (src/domain/icon-glyphs.ts): inline SVG on H5, a CSS mask in the mini-program. */
export type { IconName };

export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** Extra class (size, colour: icons take the text colour). */
  className?: string;
}

/** A decorative icon in the current text colour, 1.25em square; its button or link carries the name. */
export function Icon({ name, className }: IconProps) {
  return <IconGlyph name={name} className={`icon icon--${name}${className ? ` ${className}` : ''}`} />;
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
