import * as c from '@/domain/constants';

describe('spec constants (sections 2.5, 2.6, 2.8, 5, 9)', () => {
  it.each([
    ['PRODUCT_PAGE_SIZE', c.PRODUCT_PAGE_SIZE, 12],
    ['ORDER_PAGE_SIZE', c.ORDER_PAGE_SIZE, 10],
    ['FIRST_POSITION', c.FIRST_POSITION, 0],
    ['PAYMENT_POLL_MS', c.PAYMENT_POLL_MS, 2000],
    ['COPIED_STATE_MS', c.COPIED_STATE_MS, 2000],
    ['SHARE_CONFIRMATION_MS', c.SHARE_CONFIRMATION_MS, 4000],
    ['INSTALL_BUTTON_MS', c.INSTALL_BUTTON_MS, 3000],
    ['SHARE_QR_WIDTH', c.SHARE_QR_WIDTH, 128],
    ['SHARE_QR_LEVEL', c.SHARE_QR_LEVEL, 'M'],
    ['QR_MIN_VERSION', c.QR_MIN_VERSION, 1],
    ['QR_MAX_VERSION', c.QR_MAX_VERSION, 40],
    ['ZH_PRODUCTLIST_PREFIX', c.ZH_PRODUCTLIST_PREFIX, 16],
    ['BREAKPOINT_SM', c.BREAKPOINT_SM, 576],
    ['BREAKPOINT_MD', c.BREAKPOINT_MD, 768],
    ['BREAKPOINT_MOBILE_MAX', c.BREAKPOINT_MOBILE_MAX, 767],
    ['FOOTER_MAX_WIDTH', c.FOOTER_MAX_WIDTH, 1600],
    ['BANNER_MAX_WIDTH', c.BANNER_MAX_WIDTH, 500],
    ['LONG_HEADER_ITEMS', c.LONG_HEADER_ITEMS, 10],
    ['WIDE_SUBMENU_ENTRIES', c.WIDE_SUBMENU_ENTRIES, 12],
    ['MENU_TEXT_MAX', c.MENU_TEXT_MAX, 20],
    ['SUBMENU_TEXT_MAX', c.SUBMENU_TEXT_MAX, 24],
    ['MENU_ELLIPSIS', c.MENU_ELLIPSIS, '...'],
    ['LOCATION_NARROW_WIDTH', c.LOCATION_NARROW_WIDTH, 1024],
    ['LOCATION_ELLIPSIS', c.LOCATION_ELLIPSIS, '..'],
    ['SHOW_MOBILE_FOOTER_TAB_BAR', c.SHOW_MOBILE_FOOTER_TAB_BAR, false],
    ['DEFAULT_CURRENCY', c.DEFAULT_CURRENCY, 'USD'],
    ['DEFAULT_FRACTION_DIGITS', c.DEFAULT_FRACTION_DIGITS, 2],
    ['REFERRAL_PARAM', c.REFERRAL_PARAM, 'rid'],
    ['LINK_COPIED_TEXT', c.LINK_COPIED_TEXT, 'The link has been copied!'],
    ['CLOSE_TEXT', c.CLOSE_TEXT, 'Close'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['INFINITE_SCROLL', c.INFINITE_SCROLL, { downDistance: 2, upDistance: 1.5, throttleMs: 150 }],
    ['SHARE_POPUP', c.SHARE_POPUP, { width: 800, height: 500 }],
    ['LANGUAGES', c.LANGUAGES, ['en', 'zh']],
    ['REFERRAL_COOKIES', c.REFERRAL_COOKIES, ['SASROID', 'SASRFRID']],
    [
      'location truncation 15/13 and 20/18',
      [c.LOCATION_NARROW_LIMIT, c.LOCATION_NARROW_KEEP, c.LOCATION_WIDE_LIMIT, c.LOCATION_WIDE_KEEP],
      [15, 13, 20, 18],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
