/**
 * Menus as the header, side menu and footer show them (spec 2.3, 2.4, 5): each item's label in
 * the shopper's language (truncated: menu 20, sub-menu 24 characters), how it is followed
 * (links.ts), its sub-menu, and whether that sub-menu needs the wide two-column dropdown.
 */
import type { Locale, MenuItem } from '@api-types';
import { isWideSubMenu } from './header';
import { menuItemAction, menuItemName, type MenuAction } from './links';
import { truncateMenuText, truncateSubMenuText } from './truncate';

export interface MenuEntry {
  /** Stable within one menu: the item's position path ('3', '3.12'). */
  id: string;
  /** Truncated label. */
  label: string;
  /** The untruncated label (title / accessible name when the label is cut). */
  fullLabel: string;
  action: MenuAction;
  children: MenuEntry[];
  /** More than 12 children: the wide two-column dropdown. */
  wide: boolean;
}

function entry(item: MenuItem, id: string, locale: Locale, depth: number): MenuEntry {
  const fullLabel = menuItemName(item, locale);
  const children = (item.subMenu ?? []).map((c, i) => entry(c, `${id}.${i}`, locale, depth + 1));
  return {
    id,
    label: depth === 0 ? truncateMenuText(fullLabel) : truncateSubMenuText(fullLabel),
    fullLabel,
    action: menuItemAction(item),
    children,
    wide: isWideSubMenu(children),
  };
}

/** The view of a menu (top-level items get the menu limit, their sub-menus the sub-menu limit). */
export function menuEntries(items: readonly MenuItem[] | null | undefined, locale: Locale): MenuEntry[] {
  return (items ?? []).map((item, i) => entry(item, String(i), locale, 0));
}

/** Spec 2.4: one sub-menu open at a time; the open one closes on a second tap. */
export function toggleOpenSubMenu(openId: string | null, id: string): string | null {
  return openId === id ? null : id;
}

/** The + / - marker of a collapsible sub-menu. */
export function subMenuMarker(open: boolean): '+' | '-' {
  return open ? '-' : '+';
}
