/**
 * A Chinese session gets Chinese error messages (server/api/http/messages-zh.ts), an English one the
 * handlers' own words: one language on a page, server messages included.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { translateMessage } from '../../server/api/http/messages-zh';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('translateMessage', () => {
  it.each([
    ['Order 100002 not found', '未找到订单 100002'],
    ['Incorrect email or password', '电子邮箱或密码不正确'],
    ['Only 3 of Fresh Mango 1kg left (you have 2 in your cart)', 'Fresh Mango 1kg 仅剩 3 件（购物车中已有 2 件）'],
    ['Coupon SPRING2020 has expired', '优惠码 SPRING2020 已过期'],
    ['First name is required', '请填写名'],
    ['Email must be a valid email address', '电子邮箱须为有效的电子邮箱地址'],
    ['This pickup time is not available; choose an offered time', '该自取时间不可用，请选择可选时间'],
    [
      'The payment of this order is being confirmed; it cannot be cancelled now',
      '该订单的支付正在确认中，暂时无法取消',
    ],
    ['Too many attempts. Please try again in 1 minute.', '尝试次数过多，请 1 分钟后再试。'],
    ['Too many attempts. Please try again in 45 seconds.', '尝试次数过多，请 45 秒后再试。'],
    ['This code has expired. Register again to get a new one.', '该验证码已过期，请重新注册以获取新的验证码。'],
    ['This link was already used. Sign in with your email and password.', '该链接已使用，请用电子邮箱和密码登录。'],
    ['This code is not correct. Check the mail we sent you.', '验证码不正确，请查看我们发给您的邮件。'],
    ['This reset link has expired. Ask for a new one.', '该重置链接已过期，请重新申请。'],
    ['Sign in to start or join a group', '请先登录再开团或参团'],
    ['Sign in to see your orders', '请先登录'],
    ['This group is already full', '该团已满员'],
    ['Only 2 left in this campaign', '本活动仅剩 2 件'],
    ['Your address book is full (20 addresses). Delete one first.', '地址簿已满（20 个地址），请先删除一个。'],
    ['The photo is too large (at most 5 MB)', '照片过大（最大 5 MB）'],
    ['Sign in with Alipay first', '请先用支付宝登录'],
    ['Choose pickup before a pickup time', '请先选择自取，再选时间'],
    ['EAT_IN is not offered', '暂不提供堂食'],
    ['To pay at the store, choose a pickup time within 2 hours', '到店付款请选择 2 小时内的自取时间'],
    ['Choose the Size and Colour first', '请先选择Size和Colour'],
    ['Not enough store credit: $5.00 for $12.50', '店铺余额不足：余额 $5.00，需要 $12.50'],
    ['Delivery to Downtown needs an order of at least $30.00', '配送到 Downtown 的订单须满 $30.00'],
    ['Jade Garden Celadon Gongfu Tea Set is in stock now', 'Jade Garden Celadon Gongfu Tea Set 现在有货'],
    ['You have 50 alerts waiting. Cancel one first.', '您已有 50 个提醒在等待，请先取消一个。'],
    ['A message no pattern knows', 'A message no pattern knows'],
  ])('%s', (en, zh) => {
    expect(translateMessage(en)).toBe(zh);
  });
});

/** Every fixed message a handler throws (`new ApiError(status, 'CODE', '...')`, `invalid('...')`), read from the source. */
function thrownMessages(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...thrownMessages(path));
    else if (entry.name.endsWith('.ts')) {
      for (const m of readFileSync(path, 'utf8').matchAll(
        /(?:ApiError\(\s*\d+,\s*'[A-Z_]+',|\binvalid\()\s*'((?:[^'\\]|\\.)*)'/g,
      ))
        found.push(m[1]);
    }
  }
  return found;
}

test('every fixed message the server throws has Chinese words (a zh page never shows an English error)', () => {
  const messages = thrownMessages(join(__dirname, '../../server'));
  expect(messages.length).toBeGreaterThan(40);
  // Field-level messages naming a query parameter are for developers, not shoppers.
  const untranslated = messages.filter((m) => translateMessage(m) === m && !/^[a-z_]+[A-Za-z_]* must /.test(m));
  expect(untranslated).toEqual([]);
});

describe('error answers follow the session language', () => {
  test('a zh session: a missing order, a wrong password, a validation error, in Chinese', async () => {
    const zh = await new Client(server.origin).prime();
    await zh.get('/common3/changeLocale/zh');
    const order = await zh.get('/admin/orderManagement/order/100002');
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(order.body)).not.toMatch(/[A-Za-z]{4,} not found/);
    const invalid = await zh.post('/common3/signon', { password: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({ field: 'email', message: '请填写电子邮箱' });
    const signon = await zh.post('/common3/signon', { email: 'demo@example.com', password: 'wrong-password' });
    expect(signon.status).toBe(401);
    expect(signon.body.errors[0].message).toBe('电子邮箱或密码不正确');
    const page = await zh.get('/common3/pageContent?pageName=nope');
    expect(page.body.errors[0]).toMatchObject({ code: 'NOT_FOUND', message: '未找到页面：nope' });
  });

  test('an en session keeps the English words', async () => {
    const en = await new Client(server.origin).prime();
    const page = await en.get('/common3/pageContent?pageName=nope');
    expect(page.body.errors[0].message).toBe('Page not found: nope');
    // a browser that prefers Chinese, before any choice: Chinese
    const browser = await new Client(server.origin).get('/common3/pageContent?pageName=nope', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(browser.body.errors[0].message).toBe('未找到页面：nope');
  });
});
