/**
 * Messages of the cart and the order totals (cart, checkout, payment, order pages), in both languages. They load with the screens that show them (H5 lazy chunks /
 * weapp subpackages), not with the first screen's dictionaries (en.ts, zh.ts): a module that
 * shows one imports this file, which adds them to every translator (the server's dictionary still
 * overlays them).
 */
import { addAreaMessages } from './areaMessages';

export const cartMessages = {
  en: {
    istore_cart_title: 'Your cart',
    istore_cart_items: '{count} items',
    istore_cart_loading: 'Loading your cart…',
    istore_cart_empty: 'Your cart is empty',
    istore_cart_empty_hint: 'Find something you like in the store.',
    istore_cart_location_changed:
      'Your store location is now {location}. Prices, stock and pickup times can differ between stores, so your cart was refreshed; please check it before you continue.',
    istore_cart_new_location: 'the store you chose',
    istore_cart_summary: 'Order summary',
    istore_cart_subtotal: 'Subtotal',
    istore_cart_discount: 'Discount',
    istore_cart_delivery_fee: 'Delivery',
    istore_cart_tax: 'Tax',
    istore_cart_tips: 'Tip',
    istore_cart_store_credit: 'Store credit',
    istore_cart_total: 'Total',
    istore_cart_updating: 'Updating your cart…',
    istore_cart_checkout: 'Checkout',
    istore_cart_each: '{price} each',
    istore_cart_sold_out: 'Sold out: remove it to continue',
    istore_cart_only_left: 'Only {count} left',
    istore_cart_quantity_of: 'Quantity of {name}',
    istore_cart_decrease: 'One fewer {name}',
    istore_cart_increase: 'One more {name}',
    istore_cart_remove: 'Remove',
    istore_cart_remove_item: 'Remove {name} from the cart',
    istore_cart_qty: 'Qty {count}',
    istore_cart_load_error: 'Your cart could not be loaded.',
    istore_cart_min_order: 'The minimum order is {minimum}. Add {shortfall} more to continue.',
    istore_cart_min_order_zone:
      'Delivery to {zone} needs an order of at least {minimum}. Add {shortfall} more to continue.',
  },
  zh: {
    istore_cart_title: '购物车',
    istore_cart_items: '{count} 件商品',
    istore_cart_loading: '正在加载购物车…',
    istore_cart_empty: '购物车是空的',
    istore_cart_empty_hint: '去商店里挑选喜欢的商品吧。',
    istore_cart_location_changed:
      '门店已切换为 {location}。不同门店的价格、库存和自取时间可能不同，购物车已刷新，请在继续之前核对。',
    istore_cart_new_location: '您选择的门店',
    istore_cart_summary: '订单摘要',
    istore_cart_subtotal: '小计',
    istore_cart_discount: '优惠',
    istore_cart_delivery_fee: '配送费',
    istore_cart_tax: '税费',
    istore_cart_tips: '小费',
    istore_cart_store_credit: '店铺余额',
    istore_cart_total: '合计',
    istore_cart_updating: '正在更新购物车…',
    istore_cart_checkout: '去结账',
    istore_cart_each: '单价 {price}',
    istore_cart_sold_out: '已售罄：请移除后继续',
    istore_cart_only_left: '仅剩 {count} 件',
    istore_cart_quantity_of: '{name} 的数量',
    istore_cart_decrease: '减少一件 {name}',
    istore_cart_increase: '增加一件 {name}',
    istore_cart_remove: '移除',
    istore_cart_remove_item: '从购物车移除 {name}',
    istore_cart_qty: '数量 {count}',
    istore_cart_load_error: '无法加载购物车。',
    istore_cart_min_order: '最低订单金额为 {minimum}，还差 {shortfall}。',
    istore_cart_min_order_zone: '配送到{zone}的订单至少需要 {minimum}，还差 {shortfall}。',
  },
} as const;

addAreaMessages(cartMessages);
