/**
 * The profile email, over real HTTP: it changed without the password and
 * without confirming the new address. Now a new email needs the current password, takes effect
 * only when the link mailed to it is opened (once, for an hour), and the old address is told.
 */
import crypto from 'node:crypto';
import { mailTo } from '../../server/api/models/outbox';
import { EMAIL_CONFIRM_PATH } from '../../server/api/routes/profile';
import { Client, registerShopper, startServer, type TestServer } from './helpers';
import { expectAbsoluteLinks, inChinese } from './mail-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

let n = 0;
async function shopper(): Promise<{ c: Client; email: string }> {
  const c = await new Client(server.origin).prime();
  const email = `mover${++n}-${Date.now()}@example.com`;
  await registerShopper(c, server.app.db, { email, password: 'long-enough', firstName: 'Mo', lastName: 'Ver' });
  return { c, email };
}
const change = (c: Client, email: string, currentPassword?: string) =>
  c.put('/admin/userManagement/userInfo', {
    firstName: 'Mo',
    lastName: 'Ver',
    email,
    phone: '',
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
const signIn = (email: string, password = 'long-enough') =>
  new Client(server.origin).prime().then((c) => c.post('/common3/signon', { email, password }));

test('a new email without the current password, or with a wrong one, is refused and changes nothing', async () => {
  const { c, email } = await shopper();
  const target = `new-${n}@example.com`;
  const none = await change(c, target);
  expect(none.status).toBe(400);
  expect(none.body.errors[0]).toMatchObject({
    field: 'currentPassword',
    message: 'Enter your current password to change your email',
  });
  const wrong = await change(c, target, 'not-my-password');
  expect(wrong.status).toBe(400);
  expect(wrong.body.errors[0]).toMatchObject({
    field: 'currentPassword',
    message: 'The current password is not correct',
  });
  expect(mailTo(server.app.db, target)).toHaveLength(0);
  expect((await c.get('/common3/appInfoInit')).body.user.email).toBe(email);
  // the name and phone alone need no password
  expect(
    (await c.put('/admin/userManagement/userInfo', { firstName: 'Moe', lastName: 'Ver', email, phone: '' })).status,
  ).toBe(200);
});

test('the new email takes effect only when its mailed link is opened; the old address is told; the link works once', async () => {
  const { c, email } = await shopper();
  const target = `new-${n}@example.com`;
  const res = await change(c, target.toUpperCase(), 'long-enough');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ email, pendingEmail: target });
  // not yet: the account keeps its email, signing in with the new one fails
  expect((await c.get('/common3/appInfoInit')).body.user.email).toBe(email);
  expect((await signIn(target)).status).toBe(401);

  const told = mailTo(server.app.db, email).find((m) => m.subject === 'Your account’s email is about to change');
  expect(told?.text).toContain(target);
  const mail = mailTo(server.app.db, target).find((m) => m.subject === 'Confirm your new email address')!;
  expect(mail.link).toContain(`${server.origin}${EMAIL_CONFIRM_PATH}?token=`);
  expect(mail.text).toContain(mail.link);

  const link = mail.link!.slice(server.origin.length);
  const opened = await new Client(server.origin).raw('GET', link); // any browser: the token is the authority
  expect(opened.status).toBe(200);
  expect(opened.text).toContain(`Your account’s email is now ${target}`);
  // the store's page, not a bare one: its name on top, the way back a button in its colour,
  // and the page's policy allows exactly the styles it carries
  expect(opened.text).toContain('<p class="store">Maple &amp; Jade Market</p>');
  expect(opened.text).toMatch(/<a class="back" href="\/user\/list">/);
  expect(opened.text).toContain('a.back { background: #0B6E4F; color: #FFFFFF; }');
  const styles = [...opened.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`,
  );
  expect(styles).toHaveLength(2);
  for (const h of styles) expect(opened.headers.get('content-security-policy')).toContain(h);
  expect((await c.get('/common3/appInfoInit')).body.user.email).toBe(target);
  expect((await signIn(target)).status).toBe(200);
  expect((await signIn(email)).status).toBe(401);
  expect(mailTo(server.app.db, email).some((m) => m.subject === 'Your account’s email has changed')).toBe(true);
  expect((await new Client(server.origin).raw('GET', link)).status).toBe(404);
});

test('asking again voids the earlier link; a link whose email another account took meanwhile changes nothing', async () => {
  const { c, email } = await shopper();
  const first = `first-${n}@example.com`;
  const second = `second-${n}@example.com`;
  await change(c, first, 'long-enough');
  await change(c, second, 'long-enough');
  const firstLink = mailTo(server.app.db, first)[0].link!.slice(server.origin.length);
  expect((await new Client(server.origin).raw('GET', firstLink)).status).toBe(404);
  expect((await c.get('/common3/appInfoInit')).body.user.email).toBe(email);

  // someone registers the second address before the link is opened
  await registerShopper(new Client(server.origin), server.app.db, {
    email: second,
    password: 'long-enough',
    firstName: 'Sec',
    lastName: 'Ond',
  });
  const secondLink = mailTo(server.app.db, second)
    .find((m) => m.subject === 'Confirm your new email address')!
    .link!.slice(server.origin.length);
  expect((await new Client(server.origin).raw('GET', secondLink)).status).toBe(409);
  expect((await c.get('/common3/appInfoInit')).body.user.email).toBe(email);
});

test('asked in Chinese: all three mails are in Chinese, the last one too when the link is opened in an English browser', async () => {
  const { c, email } = await shopper();
  await inChinese(c);
  const target = `zh-${n}@example.com`;
  expect((await change(c, target, 'long-enough')).status).toBe(200);
  const confirm = mailTo(server.app.db, target)[0];
  expect(confirm.subject).toBe('确认您的新电子邮箱');
  expect(confirm.text).toContain(
    `Mo，您好：\n\n要将此电子邮箱设为您账户的电子邮箱，请打开此链接（只能使用一次，60 分钟内有效）：\n${confirm.link}`,
  );
  expect(confirm.link).toContain(`${server.origin}${EMAIL_CONFIRM_PATH}?token=`);
  expectAbsoluteLinks(confirm);
  const told = mailTo(server.app.db, email)[0];
  expect(told.subject).toBe('您账户的电子邮箱即将更改');
  expect(told.text).toContain(`申请将其电子邮箱更改为 ${target}`);
  expect(told.text).toContain(`请立即更改密码：${server.origin}/account/forgotPassword`);
  expectAbsoluteLinks(told);

  // opened from the mail app of a phone set to English: the change was asked in Chinese
  expect((await new Client(server.origin).raw('GET', confirm.link!.slice(server.origin.length))).status).toBe(200);
  const changed = mailTo(server.app.db, email)[0];
  expect(changed.subject).toBe('您账户的电子邮箱已更改');
  expect(changed.text).toBe(`您账户的电子邮箱现为 ${target}，今后请用它登录。如果不是您本人的操作，请立即联系本店。`);
});

test('asked in English: the three mails say what they said before', async () => {
  const { c, email } = await shopper();
  const target = `en-${n}@example.com`;
  expect((await change(c, target, 'long-enough')).status).toBe(200);
  const confirm = mailTo(server.app.db, target)[0];
  expect(confirm.text).toBe(
    `Hello Mo,\n\nTo make this the email of your account, open this link (it works once, for 60 minutes):\n${confirm.link}\n\nUntil then your account keeps its current email. If you did not ask for this, ignore this mail.`,
  );
  expect(mailTo(server.app.db, email)[0].text).toBe(
    `Hello Mo,\n\nSomeone signed in to your account asked to change its email to ${target}. It changes only when the link we sent to that address is opened, within 60 minutes.\n\nIf it was not you, change your password now: ${server.origin}/account/forgotPassword`,
  );
  // opened in a browser set to Chinese: the change was asked in English
  const zhBrowser = await inChinese(await new Client(server.origin).prime());
  expect((await zhBrowser.raw('GET', confirm.link!.slice(server.origin.length))).status).toBe(200);
  expect(mailTo(server.app.db, email)[0]).toMatchObject({
    subject: 'Your account’s email has changed',
    text: `Your account's email is now ${target}; sign in with it from now on. If it was not you, write to the store at once.`,
  });
});
