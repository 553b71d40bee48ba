/**
 * Error messages in Chinese for sessions in zh, so a Chinese page never shows an English server
 * message ("Order 100002 not found"). Handlers keep writing English; the error handler runs each
 * answer's messages through `translateMessage` when the request's language is zh. A message no
 * pattern knows is shown as written (better the words than none) and is worth a pattern here.
 */

/** Field labels of validation messages (server/api/http/errors.ts humanizes field names to these). */
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
  [
    /^Too many attempts\. Please try again in (\d+) (second|minute)s?\.$/,
    (_m, n, unit) => `尝试次数过多，请 ${n} ${unit === 'second' ? '秒' : '分钟'}后再试。`,
  ],
  [
    /^This (code|link) has expired\. Register again to get a new one\.$/,
    (_m, what) =>
      `该${what === 'code' ? '验证码' : '链接'}已过期，请重新注册以获取新的${what === 'code' ? '验证码' : '链接'}。`,
  ],
  [
    /^This (code|link) was already used\. Sign in with your email and password\.$/,
    (_m, what) => `该${what === 'code' ? '验证码' : '链接'}已使用，请用电子邮箱和密码登录。`,
  ],
  [/^This code is not correct\. Check the mail we sent you\.$/, '验证码不正确，请查看我们发给您的邮件。'],
  [
    /^Too many wrong codes\. Send a new code, or open the link in the mail\.$/,
    '错误的验证码次数过多，请重新发送验证码，或打开邮件中的链接。',
  ],
  [/^This link is not valid\. Register again to get a new one\.$/, '该链接无效，请重新注册以获取新的链接。'],
  [
    /^Sign in to (pay at the store|save the address to your profile|start or join a group)$/,
    (_m, what) =>
      `请先登录${what === 'pay at the store' ? '再到店付款' : what === 'start or join a group' ? '再开团或参团' : '再把地址保存到个人资料'}`,
  ],
  [/^Sign in to (.+)$/, '请先登录'],
  [/^This store location is not available$/, '该门店不可用'],
  [/^This payment method is not available$/, '该支付方式不可用'],
  [/^This order is already paid$/, '该订单已支付'],
  [/^This order is already cancelled$/, '该订单已取消'],
  [/^Only unpaid orders can be cancelled$/, '只能取消未支付的订单'],
  [/^This order can no longer be paid; place a new order$/, '该订单已无法支付，请重新下单'],
  [
    /^The payment of this order is being confirmed(; it cannot be cancelled now)?$/,
    (_m, tail) => (tail ? '该订单的支付正在确认中，暂时无法取消' : '该订单的支付正在确认中'),
  ],
  [/^Some items sold out meanwhile; check your cart$/, '部分商品已售罄，请检查购物车'],
  [/^This combination of options is not sold$/, '不出售该规格组合'],
  [/^This item is no longer in your cart$/, '该商品已不在购物车中'],
  [
    /^This product is not sold any more(; remove it from your cart)?$/,
    (_m, tail) => (tail ? '该商品已停售，请从购物车中移除' : '该商品已停售'),
  ],
  [/^Choose one of the stores offered$/, '请选择所列门店之一'],
  [/^Choose a store$/, '请选择门店'],
  [/^Enter your table number$/, '请输入桌号'],
  [/^Delivery is not offered$/, '暂不提供配送'],
  [
    /^(Pickup|Delivery) is not possible on this date; choose an offered date$/,
    (_m, what) => `该日期无法${what === 'Pickup' ? '自取' : '配送'}，请选择可选日期`,
  ],
  [
    /^This (pickup|delivery) time is not available; choose an offered time$/,
    (_m, what) => `该${what === 'pickup' ? '自取' : '配送'}时间不可用，请选择可选时间`,
  ],
  [/^Paying at the store is only possible for pickup orders$/, '仅自取订单可到店付款'],
  [/^Please sign in first$/, '请先登录'],
  [/^This reset link has expired\. Ask for a new one\.$/, '该重置链接已过期，请重新申请。'],
  [/^This reset link is not valid or was already used\. Ask for a new one\.$/, '该重置链接无效或已使用，请重新申请。'],
  [/^The current password is not correct$/, '当前密码不正确'],
  [/^Sign in with (WeChat|Alipay) first$/, (_m, p) => `请先用${p === 'WeChat' ? '微信' : '支付宝'}登录`],
  [
    /^This account is already linked to another (WeChat|Alipay) account$/,
    (_m, p) => `该账户已绑定其他${p === 'WeChat' ? '微信' : '支付宝'}账户`,
  ],
  [/^The WeChat login code is invalid or has expired$/, '微信登录码无效或已过期'],
  [/^The Alipay auth code is invalid or has expired$/, '支付宝授权码无效或已过期'],
  [/^WeChat login is not enabled for this store$/, '本店未开通微信登录'],
  [/^Customer not found$/, '未找到该顾客'],
  [/^Choose a photo to upload$/, '请选择要上传的照片'],
  [/^Send one photo in the field "file"$/, '请只上传一张照片'],
  [/^Send the photo as multipart\/form-data$/, '请以 multipart/form-data 格式上传照片'],
  [/^The file is not an image \(PNG, JPEG, GIF or WebP\)$/, '该文件不是图片（PNG、JPEG、GIF 或 WebP）'],
  [/^The photo is too large \(at most (\d+) MB\)$/, '照片过大（最大 $1 MB）'],
  [/^Choose a province of this country$/, '请选择该国家的省份'],
  [/^We do not take addresses in this country$/, '暂不接受该国家的地址'],
  [/^You can only see and change your own addresses$/, '只能查看和修改自己的地址'],
  [/^No such address in your address book$/, '地址簿中没有该地址'],
  [/^Your address book is full \((\d+) addresses\)\. Delete one first\.$/, '地址簿已满（$1 个地址），请先删除一个。'],
  [/^Order (\S+) is not one of your orders$/, '订单 $1 不是您的订单'],
  [/^Only a confirmed order has a receipt link$/, '只有已确认的订单才有收据链接'],
  [/^An order can have at most (\d+) comments$/, '每个订单最多 $1 条评论'],
  [/^The billing address of a paid or closed order cannot change$/, '已支付或已关闭订单的账单地址不能修改'],
  [/^Give an email and a phone number so the store can reach you$/, '请填写电子邮箱和电话，以便门店联系您'],
  [/^Give either tipsPercent or tipsAmount$/, '小费请按比例或金额二选一'],
  [/^Remove the store credit to pay at the store$/, '到店付款前请先移除店铺余额抵扣'],
  [/^Store credit can pay only orders placed while signed in$/, '只有登录后下的订单才能使用店铺余额'],
  [/^Nothing is left to pay online; confirm the order with store credit$/, '无需在线支付，请用店铺余额确认订单'],
  [/^This checkout attempt belongs to another order; place the order again$/, '本次结算属于另一个订单，请重新下单'],
  [/^This payment method is not available through this channel$/, '该支付方式在此渠道不可用'],
  [/^No mini-program payment was requested for this order and WeChat user$/, '该订单和微信用户没有发起小程序支付'],
  [
    /^At most (\d+) items can be held to pay at the store; pay online for more$/,
    '到店付款最多保留 $1 件商品，更多请在线支付',
  ],
  [/^A group-buy order is paid online when you join$/, '拼团订单须在参团时在线支付'],
  [/^This group-buy campaign does not exist$/, '该拼团活动不存在'],
  [/^This group-buy campaign has ended$/, '该拼团活动已结束'],
  [/^This group-buy campaign has not started yet$/, '该拼团活动尚未开始'],
  [/^This group-buy campaign is sold out$/, '该拼团活动已售罄'],
  [/^This group-buy item does not exist$/, '该拼团商品不存在'],
  [/^This group does not exist in this campaign$/, '该活动中没有这个团'],
  [/^This group has ended$/, '该团已结束'],
  [/^This group is already full$/, '该团已满员'],
  [/^You are already in this group$/, '您已在该团中'],
  [/^This item is not part of this campaign$/, '该商品不在本活动中'],
  [/^This item is sold out in this campaign$/, '该商品在本活动中已售罄'],
  [/^Only (\d+) left in this campaign$/, '本活动仅剩 $1 件'],
  [/^This item is no longer in your group-buy cart$/, '该商品已不在拼团购物车中'],
  [/^Your group-buy cart is empty$/, '拼团购物车是空的'],
  [/^This referral group does not exist$/, '该推荐群组不存在'],
  [
    /^Choose (pickup|delivery) before a (pickup|delivery) (date|time)$/,
    (_m, m, _w, dt) => `请先选择${m === 'pickup' ? '自取' : '配送'}，再选${dt === 'date' ? '日期' : '时间'}`,
  ],
  [
    /^(PICKUP|DELIVERY|EAT_IN) is not offered$/,
    (_m, m) => `暂不提供${m === 'PICKUP' ? '自取' : m === 'DELIVERY' ? '配送' : '堂食'}`,
  ],
  [/^Unknown store: (.+)$/, '未知门店：$1'],
  [/^We do not deliver to (.+) yet$/, '暂不配送到 $1'],
  [/^Choose one of the offered tips: (.+)$/, '请选择提供的小费比例：$1'],
  [/^A tip can be at most (.+)$/, '小费最多 $1'],
  [
    /^To pay at the store, choose a pickup time within (\d+) (hours|minutes)$/,
    (_m, n, u) => `到店付款请选择 ${n} ${u === 'hours' ? '小时' : '分钟'}内的自取时间`,
  ],
  [/^Choose the (.+) first$/, (_m, names) => `请先选择${names.split(' and ').join('和')}`],
  [/^There is no coupon (\S+)$/, '没有优惠码 $1'],
  [/^Write at least (\d+) characters$/, '请至少写 $1 个字'],
  [/^Not enough store credit: (.+) for (.+)$/, '店铺余额不足：余额 $1，需要 $2'],
  [/^The amount due is (.+); apply at most that$/, '应付金额为 $1，最多只能抵扣这么多'],
  [/^The minimum order is (.+)$/, '最低订单金额为 $1'],
  [/^Delivery to (.+) needs an order of at least (.+)$/, '配送到 $1 的订单须满 $2'],
  [/^Your store credit is (.+)$/, '您的店铺余额为 $1'],
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
