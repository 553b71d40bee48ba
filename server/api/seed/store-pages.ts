/**
 * The store's words, seeded by seed/store.ts: the server's message dictionary and the content
 * pages (home, about, contact, shipping & returns, ...), bilingual (en/zh).
 */

/**
 * The Shipping & Returns page's returns paragraph: `{{returnWindowDays}}` is filled from the same
 * setting the returns extension enforces (models/page-values.ts, seed/after-sales.ts).
 */
export const RETURNS_PARAGRAPH = {
  en: '<h2>Returns</h2><p>You can ask for a return or a refund within {{returnWindowDays}} days of receiving your order (picked up or delivered), from the order in My Account. Refunds go back the way you paid.</p>',
  zh: '<h2>退货</h2><p>收到订单（自提或送达）后 {{returnWindowDays}} 天内，可在“我的账户”的订单中申请退货或退款。退款原路退回。</p>',
};

export const MESSAGES: Record<'en' | 'zh', Record<string, string>> = {
  en: {
    istore_common_link_copied: 'The link has been copied!',
    istore_common_close: 'Close',
    istore_common_copied: 'Copied',
    istore_common_apply: 'Apply',
    istore_common_sign_in: 'Sign In',
    istore_common_register: 'Register',
    istore_common_my_account: 'My Account',
    istore_common_search: 'Search',
    istore_common_cart: 'Cart',
    istore_common_language: 'Language',
    istore_common_currency: 'Currency',
    istore_footer_follow_us: 'Follow Us',
    istore_footer_payment: 'Payment',
    istore_location_choose: 'Choose the Location',
    istore_install_banner: 'Use this website as a free app.',
    istore_order_success: 'Order Success!',
    istore_payment_failed: 'Payment Failed',
    istore_back_to_cart: 'Back to Cart',
    istore_continue_shopping: 'Continue Shopping',
  },
  zh: {
    istore_common_link_copied: '链接已复制！',
    istore_common_close: '关闭',
    istore_common_copied: '已复制',
    istore_common_apply: '应用',
    istore_common_sign_in: '登录',
    istore_common_register: '注册',
    istore_common_my_account: '我的账户',
    istore_common_search: '搜索',
    istore_common_cart: '购物车',
    istore_common_language: '语言',
    istore_common_currency: '货币',
    istore_footer_follow_us: '关注我们',
    istore_footer_payment: '支付方式',
    istore_location_choose: '选择门店',
    istore_install_banner: '将本网站作为免费应用使用。',
    istore_order_success: '下单成功！',
    istore_payment_failed: '支付失败',
    istore_back_to_cart: '返回购物车',
    istore_continue_shopping: '继续购物',
  },
};

export interface PageSeed {
  name: string;
  en: { title: string; body: string };
  zh: { title: string; body: string };
}

export const PAGES: PageSeed[] = [
  {
    name: 'home',
    en: {
      title: 'Fresh from farm and tea garden',
      body: '<p>Seasonal fruit, fine teas and pantry favourites, picked up in store or delivered to your door.</p>',
    },
    zh: {
      title: '来自农场与茶园的新鲜好物',
      body: '<p>应季水果、上等好茶与常备食材，可到店自提或送货上门。</p>',
    },
  },
  {
    name: 'about',
    en: {
      title: 'About Us',
      body: '<h1>About Maple &amp; Jade Market</h1><p>We are a family-run grocer with stores in Ontario, British Columbia, Quebec and Alberta, bringing together Canadian produce and Asian pantry classics since 2009.</p>',
    },
    zh: {
      title: '关于我们',
      body: '<h1>关于枫玉市集</h1><p>我们是一家家族经营的食品杂货店，自 2009 年起在安大略、不列颠哥伦比亚、魁北克和阿尔伯塔开设门店，汇集加拿大农产品与亚洲经典食材。</p>',
    },
  },
  {
    name: 'contact',
    en: {
      title: 'Contact',
      body: '<h1>Contact us</h1><p>Call <a href="tel:+1-800-555-0199">1-800-555-0199</a> (daily 9:00–21:00 Eastern time) or write to <a href="mailto:hello@maplejademarket.ca">hello@maplejademarket.ca</a>. Each store\'s address is in the store picker at the top of the page.</p>',
    },
    zh: {
      title: '联系我们',
      body: '<h1>联系我们</h1><p>请致电 <a href="tel:+1-800-555-0199">1-800-555-0199</a>（每日东部时间 9:00–21:00），或发送邮件至 <a href="mailto:hello@maplejademarket.ca">hello@maplejademarket.ca</a>。各门店地址见页面顶部的门店选择。</p>',
    },
  },
  {
    name: 'shipping',
    en: {
      title: 'Shipping & Returns',
      // {{...}}: filled in from the checkout settings when the page is served (models/page-values.ts)
      body:
        '<h1>Shipping &amp; Returns</h1><h2>Local delivery</h2><p>We deliver to these areas; the fee and the smallest order depend on the area:</p>{{deliveryZones}}' +
        '<p>Delivery is free on orders of {{freeDeliveryOver}} or more. Every order, picked up or delivered, starts at {{minOrderAmount}}.</p>' +
        '<h2>Pick up in store</h2><p>Free at every store; choose a time at checkout.</p>' +
        RETURNS_PARAGRAPH.en,
    },
    zh: {
      title: '配送与退货',
      body:
        '<h1>配送与退货</h1><h2>本地配送</h2><p>我们配送至以下地区，运费和起送金额因地区而异：</p>{{deliveryZones}}' +
        '<p>订单满 {{freeDeliveryOver}} 免运费。所有订单（自提或配送）最低金额为 {{minOrderAmount}}。</p>' +
        '<h2>到店自提</h2><p>所有门店均可免费自提，结账时选择时间。</p>' +
        RETURNS_PARAGRAPH.zh,
    },
  },
  {
    name: 'blog',
    en: {
      title: 'From the Market',
      body: '<h2>Spring tea has arrived</h2><p>The first Longjing and Bi Luo Chun of the season are on our shelves. Brew at 80°C for two minutes and taste the orchard.</p><h2>Five-minute mango salad</h2><p>Ripe Ataulfo mango, lime, mint and a pinch of chili: the easiest dish on a warm evening.</p>',
    },
    zh: {
      title: '市集手记',
      body: '<h2>春茶上市</h2><p>本季第一批龙井和碧螺春已经上架。80°C 水温冲泡两分钟，品味茶园的清香。</p><h2>五分钟芒果沙拉</h2><p>熟透的芒果配上青柠、薄荷和少许辣椒：温暖夜晚最简单的一道菜。</p>',
    },
  },
];
