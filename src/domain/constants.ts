/**
 * Business constants and limits of the spec (section 9, and the numbers of 2.5, 2.6, 2.8 and 5).
 * Every other module reads its numbers from here; tests quote the spec's values against these.
 */
import type { Locale } from '@api-types';

/** Spec 2.8 / 7.2: product list page size and first load position. */
export const PRODUCT_PAGE_SIZE = 12;
/** Spec 7.3: order list page size. */
export const ORDER_PAGE_SIZE = 10;
export const FIRST_POSITION = 0;

/** Spec 4 / 9: pending payments are rechecked every 2 seconds. */
export const PAYMENT_POLL_MS = 2000;
/** Spec 2.6: the copy button shows its Copied state for 2 seconds. */
export const COPIED_STATE_MS = 2000;
/** Spec 2.6: the share confirmation message shows for 4 seconds. */
export const SHARE_CONFIRMATION_MS = 4000;
/** Spec 4: the install button shows for 3 seconds, then an icon replaces it. */
export const INSTALL_BUTTON_MS = 3000;
/** Accepted or dismissed, the install banner stays away this long (does not nag). */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

/** Spec 2.6 / 9: the WeChat scan-QR popup. */
export const SHARE_QR_WIDTH = 128;
export const SHARE_QR_LEVEL = 'M' as const;
export const QR_MIN_VERSION = 1;
export const QR_MAX_VERSION = 40;

/** Spec 2.3 / 9: 'productlist?cat=' is 16 characters; the category follows it. */
export const ZH_PRODUCTLIST_PREFIX = 16;

/** Spec 9: breakpoints (px). The mobile footer is hidden at medium width (768) and up. */
export const BREAKPOINT_SM = 576;
export const BREAKPOINT_MD = 768;
export const BREAKPOINT_MOBILE_MAX = 767;
export const FOOTER_MAX_WIDTH = 1600;
/** Spec 5: install banner at most 500px wide. */
export const BANNER_MAX_WIDTH = 500;

/** Spec 4: a header list with more than 10 items is long. */
export const LONG_HEADER_ITEMS = 10;
/** Spec 5: a sub-menu with more than 12 entries gets a wider two-column dropdown. */
export const WIDE_SUBMENU_ENTRIES = 12;

/** Spec 5: displayed text truncation. */
export const MENU_TEXT_MAX = 20;
export const SUBMENU_TEXT_MAX = 24;
export const MENU_ELLIPSIS = '...';
export const LOCATION_NARROW_WIDTH = 1024;
export const LOCATION_NARROW_LIMIT = 15;
export const LOCATION_NARROW_KEEP = 13;
export const LOCATION_WIDE_LIMIT = 20;
export const LOCATION_WIDE_KEEP = 18;
export const LOCATION_ELLIPSIS = '..';

/** Spec 2.8: infinite scroll defaults. */
export const INFINITE_SCROLL = { downDistance: 2, upDistance: 1.5, throttleMs: 150 } as const;

/** Spec 9: share popup window size. */
export const SHARE_POPUP = { width: 800, height: 500 } as const;

/** Spec 2.5: the fixed mobile footer tab bar is currently switched off by a constant flag. */
export const SHOW_MOBILE_FOOTER_TAB_BAR = false;

/** Spec 9: languages and default currency. */
export const LANGUAGES: readonly Locale[] = ['en', 'zh'];
export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_FRACTION_DIGITS = 2;

/** Spec 9: referral cookies in priority order, and the share-link query parameter. */
export const REFERRAL_COOKIES = ['SASROID', 'SASRFRID'] as const;
export const REFERRAL_PARAM = 'rid';

/** Spec 8: fallbacks of message keys. */
export const LINK_COPIED_TEXT = 'The link has been copied!';
export const CLOSE_TEXT = 'Close';
