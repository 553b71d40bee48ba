/**
 * Built-in English messages: every text the shell shows. The server's message dictionary
 * (app info `appContent.system.appMessage.applicationMessage.messages`) overlays these, so a key
 * here is also the fallback when the server does not send it (spec 8: istore_common_close,
 * istore_common_link_copied). `{name}` marks a parameter filled by `t(key, { name })`.
 */
export const en = {
  // header
  istore_header_sign_in: 'Sign In',
  istore_header_my_account: 'My Account',
  istore_header_register: 'Register',
  istore_header_search_placeholder: 'Search products',
  istore_header_search: 'Search',
  istore_header_cart: 'Cart',
  istore_header_cart_count: 'Cart, {count} items',
  istore_header_menu: 'Menu',
  istore_header_open_menu: 'Open menu',
  istore_header_close_menu: 'Close menu',
  istore_header_home: 'Home',
  istore_header_back: 'Back',
  istore_header_store_location: 'Store location',
  istore_header_powered_by: 'Powered by',
  // common
  istore_common_close: 'Close',
  istore_common_apply: 'Apply',
  istore_common_cancel: 'Cancel',
  istore_common_confirm: 'Confirm',
  istore_common_back: 'Back',
  istore_common_share: 'Share',
  istore_common_copy_link: 'Copy link',
  istore_common_copied: 'Copied',
  istore_common_link_copied: 'The link has been copied!',
  istore_common_loading: 'Loading…',
  istore_common_load_more: 'Load more',
  istore_common_no_more: 'No more items',
  istore_common_error: 'Something went wrong.',
  istore_common_network_error: 'Network error, please try again',
  istore_common_timeout: 'The server took too long to answer, please try again',
  istore_common_retry: 'Try again',
  istore_common_empty: 'Nothing here yet.',
  istore_common_back_to_shop: 'Back to the shop',
  istore_common_language: 'Language',
  istore_common_currency: 'Currency',
  istore_common_language_currency: 'Language & Currency',
  istore_language_en: 'English',
  istore_language_zh: '中文',
  // location
  istore_location_choose: 'Choose the Location',
  istore_location_selected: 'Selected',
  // share
  istore_share_wechat: 'WeChat',
  istore_share_wechat_moments: 'Moments',
  istore_share_wechat_hint: 'Tap ··· at the top right to share this page.',
  istore_share_scan_qr: 'Scan the QR code with WeChat',
  istore_share_email: 'Email',
  istore_share_more: 'More',
  // footer
  istore_footer_follow_us: 'Follow Us',
  istore_footer_payment: 'Payment',
  istore_footer_copyright: '© {year} {storeName}. All rights reserved.',
  istore_footer_powered_by: 'Powered by',
  // footer tab bar
  istore_tab_home: 'Home',
  istore_tab_shop: 'Shop',
  istore_tab_cart: 'Cart',
  istore_tab_support: 'Support',
  istore_tab_account: 'Account',
  // install prompt and mini-program promotion
  istore_install_banner: 'Use this website as a free app.',
  istore_install_button: 'Install',
  istore_install_dismiss: 'Not now',
  istore_mp_promo: 'Pay online with WeChat Pay for a discount',
  // order confirmation / payment result (spec 2.7)
  istore_confirmation_success: 'Order Success!',
  istore_confirmation_receipt_emailed: 'A receipt has been emailed to you.',
  istore_confirmation_order_id: 'Order ID: {orderId}',
  istore_confirmation_check_order: 'Check Order Detail',
  istore_confirmation_failed: 'Payment Failed',
  istore_confirmation_back_to_cart: 'Back to Cart',
  istore_confirmation_continue_shopping: 'Continue Shopping',
  istore_confirmation_submit_payment: '{channel} Submit Payment...',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
