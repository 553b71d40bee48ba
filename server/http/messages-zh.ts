/**
 * Error messages in Chinese for sessions in zh, so a Chinese page never shows an English server
 * message ("Order 100002 not found"). Handlers keep writing English; the error handler runs each
 * answer's messages through `translateMessage` when the request's language is zh. A message no
 * pattern knows is shown as written (better the words than none) and is worth a pattern here.
 */

/** Field labels of validation messages (server/http/errors.ts humanizes field names to these). */
const FIELDS: Record<string, string> = {
  Email: '电子邮箱',
  'Email i d': '电子邮箱',
  Password: '密码',
  Code: '验证码',
  'First name': '名',
  'Last name': '姓',
  Phone: '电话',
  'Phone number': '电话',
  'Post code': '邮政编码',
  City: '城市',
  Province: '省份',
  Country: '国家',
  'Street number and name details': '街道地址',
  Quantity: '数量',
  'Product id': '商品编号',
  'Option pair': '规格',
  'Coupon code': '优惠码',
  'Location id': '门店',
  'Table number': '桌号',
  'Order i d': '订单号',
  Comment: '备注',
  Date: '日期',
  Time: '时间',
  Input: '输入',
  'Request body': '请求内容',
  Query: '查询参数',
  Path: '路径',
};

const field = (label: string) => FIELDS[label] ?? label;

/** [English pattern, Chinese]; `$1`... are the pattern's groups. First match wins. */
const PATTERNS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/^Order (\S+) not found$/, '未找到订单 $1'],
  [/^No product with id (\S+)$/, '未找到编号为 $1 的商品'],
  [/^Page not found: (.+)$/, '未找到页面：$1'],
  [/^Unknown category: (.+)$/, '未知分类：$1'],
  [/^Unknown brand: (.+)$/, '未知品牌：$1'],
  [/^Unknown tag: (.+)$/, '未知标签：$1'],
  [/^Unknown currency: (.+)$/, '未知货币：$1'],
  [/^Coupon code (\S+) is not valid$/, '优惠码 $1 无效'],
  [/^Coupon (\S+) has expired$/, '优惠码 $1 已过期'],
  [/^Coupon (\S+) needs a subtotal of at least (.+)$/, '优惠码 $1 需订单小计满 $2'],
  [/^(.+) is sold out$/, '$1 已售罄'],
  [/^Only (\d+) of (.+) left \(you have (\d+) in your cart\)$/, '$2 仅剩 $1 件（购物车中已有 $3 件）'],
  [/^Only (\d+) of (.+) left$/, '$2 仅剩 $1 件'],
  [/^At most (\d+) of (.+) per order \(you have (\d+) in your cart\)$/, '每单最多购买 $1 件 $2（购物车中已有 $3 件）'],
  [/^Incorrect email or password$/, '电子邮箱或密码不正确'],
  [/^An account with this email already exists$/, '该电子邮箱已注册'],
  [/^Too many attempts\. Please try again in (\d+) (second|minute)s?\.$/, (_m, n, unit) => `尝试次数过多，请 ${n} ${unit === 'second' ? '秒' : '分钟'}后再试。`],
  [/^This (code|link) has expired\. Register again to get a new one\.$/, (_m, what) => `该${what === 'code' ? '验证码' : '链接'}已过期，请重新注册以获取新的${what === 'code' ? '验证码' : '链接'}。`],
  [/^This (code|link) was already used\. Sign in with your email and password\.$/, (_m, what) => `该${what === 'code' ? '验证码' : '链接'}已使用，请用电子邮箱和密码登录。`],
  [/^This code is not correct\. Check the mail we sent you\.$/, '验证码不正确，请查看我们发给您的邮件。'],
  [/^Too many wrong codes\. Send a new code, or open the link in the mail\.$/, '错误的验证码次数过多，请重新发送验证码，或打开邮件中的链接。'],
  [/^This link is not valid\. Register again to get a new one\.$/, '该链接无效，请重新注册以获取新的链接。'],
  [/^Sign in to (.+)$/, '请先登录'],
  [/^This store location is not available$/, '该门店不可用'],
  [/^This payment method is not available$/, '该支付方式不可用'],
  [/^This order is already paid$/, '该订单已支付'],
  [/^This order is already cancelled$/, '该订单已取消'],
  [/^Only unpaid orders can be cancelled$/, '只能取消未支付的订单'],
  [/^This order can no longer be paid; place a new order$/, '该订单已无法支付，请重新下单'],
  [/^The payment of this order is being confirmed(; it cannot be cancelled now)?$/, (_m, tail) => (tail ? '该订单的支付正在确认中，暂时无法取消' : '该订单的支付正在确认中')],
  [/^Some items sold out meanwhile; check your cart$/, '部分商品已售罄，请检查购物车'],
  [/^This combination of options is not sold$/, '不出售该规格组合'],
  [/^This item is no longer in your cart$/, '该商品已不在购物车中'],
  [/^This product is not sold any more(; remove it from your cart)?$/, (_m, tail) => (tail ? '该商品已停售，请从购物车中移除' : '该商品已停售')],
  [/^Choose one of the stores offered$/, '请选择所列门店之一'],
  [/^Choose a store$/, '请选择门店'],
  [/^Enter your table number$/, '请输入桌号'],
  [/^Delivery is not offered$/, '暂不提供配送'],
  [/^(Pickup|Delivery) is not possible on this date; choose an offered date$/, (_m, what) => `该日期无法${what === 'Pickup' ? '自取' : '配送'}，请选择可选日期`],
  [/^This (pickup|delivery) time is not available; choose an offered time$/, (_m, what) => `该${what === 'pickup' ? '自取' : '配送'}时间不可用，请选择可选时间`],
  [/^Paying at the store is only possible for pickup orders$/, '仅自取订单可到店付款'],
  [/^Something went wrong on our side\. Please try again\.$/, '服务器出错了，请稍后再试。'],
  [/^Request body is not valid JSON$/, '请求内容格式无效'],
  [/^Request body is too large$/, '请求内容过大'],
  [/^(.+) is required$/, (_m, f) => `请填写${field(f)}`],
  [/^(.+) must be a valid email address$/, (_m, f) => `${field(f)}须为有效的电子邮箱地址`],
  [/^(.+) must not be empty$/, (_m, f) => `${field(f)}不能为空`],
  [/^(.+) must not be blank$/, (_m, f) => `${field(f)}不能为空`],
  [/^(.+) must be at least (\d+) characters$/, (_m, f, n) => `${field(f)}至少需要 ${n} 个字符`],
  [/^(.+) must be at most (\d+) characters$/, (_m, f, n) => `${field(f)}最多 ${n} 个字符`],
  [/^(.+) has an invalid format$/, (_m, f) => `${field(f)}格式无效`],
];

/** The message in Chinese when a pattern knows it; else as given. */
export function translateMessage(message: string): string {
  for (const [re, zh] of PATTERNS) {
    const m = re.exec(message);
    if (!m) continue;
    return typeof zh === 'string' ? message.replace(re, zh) : zh(...m);
  }
  return message;
}
