/**
 * Displayed text truncation (spec 5). Lengths count Unicode code points, so Chinese text and
 * emoji are never cut in half.
 */
import {
  LOCATION_ELLIPSIS,
  LOCATION_NARROW_KEEP,
  LOCATION_NARROW_LIMIT,
  LOCATION_NARROW_WIDTH,
  LOCATION_WIDE_KEEP,
  LOCATION_WIDE_LIMIT,
  MENU_ELLIPSIS,
  MENU_TEXT_MAX,
  SUBMENU_TEXT_MAX,
} from './constants';

/** Number of code points. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/** `text` cut to `keep` code points plus `suffix` when longer than `limit`; else unchanged. */
export function truncateChars(text: string, limit: number, keep: number, suffix: string): string {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, keep).join('') + suffix : text;
}

/** Menu text: 20 characters plus '...'. */
export function truncateMenuText(text: string): string {
  return truncateChars(text, MENU_TEXT_MAX, MENU_TEXT_MAX, MENU_ELLIPSIS);
}

/** Sub-menu text: 24 characters plus '...'. */
export function truncateSubMenuText(text: string): string {
  return truncateChars(text, SUBMENU_TEXT_MAX, SUBMENU_TEXT_MAX, MENU_ELLIPSIS);
}

/** Location name: under 1024 wide, 13 + '..' if longer than 15; else 18 + '..' if longer than 20. */
export function truncateLocationName(name: string, viewportWidth: number): string {
  return viewportWidth < LOCATION_NARROW_WIDTH
    ? truncateChars(name, LOCATION_NARROW_LIMIT, LOCATION_NARROW_KEEP, LOCATION_ELLIPSIS)
    : truncateChars(name, LOCATION_WIDE_LIMIT, LOCATION_WIDE_KEEP, LOCATION_ELLIPSIS);
}
