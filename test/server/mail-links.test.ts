/**
 * Links in mail over real HTTP: the store mailed
 * `http://evil.example/user/orders?...&token=...` because receipt links followed Host /
 * X-Forwarded-Host. Every mailed link uses STORE_PUBLIC_ORIGIN when set; without it, only a Host
 * naming this machine builds links, and another host gets no link (or a 503 for a reset).
 */
import http from 'node:http';
import { mailTo } from '../../server/api/models/outbox';
import { Client, startServer, type TestServer } from './helpers';
import { CONTACT, SM, add, decide, fillPickup, newKey, plainProduct, signIn } from './checkout-helpers';
import { API_BASE_PATH } from '../../types/api';

/** A GET with the Host header as given (fetch cannot set Host). */
// the token pair a store page holds: forgotPassword wants it as a change does
const WITH_TOKEN = { cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 't0ken' };

function getWithHost(origin: string, path: string, host: string): Promise<number> {
  const u = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: 'GET',
        headers: { host, ...WITH_TOKEN, 'x-forwarded-host': host },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('without STORE_PUBLIC_ORIGIN', () => {
  let server: TestServer;
  /** The server's mail lines, as `npm start` prints them. */
  const mailLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({ trustProxy: true, mailLog: (line) => mailLines.push(line) });
  });
  afterAll(() => server?.close());

  test('a receipt ordered through a forged X-Forwarded-Host links to no other site', async () => {
    const client = await new Client(server.origin).prime();
    await add(client, plainProduct(server.app.db, 20, 1500, 5000), 1);
    await fillPickup(client);
    const reserved = await client.post(
      `${SM}/reserve`,
      { idempotencyKey: newKey() },
      { headers: { 'x-forwarded-host': 'evil.example' } },
    );
    expect(reserved.status).toBe(201);
    const orderID = reserved.body.orderID as string;
    const payUrl = (await client.post(`${SM}/requestOPayH5Payment`, { orderID })).body.payUrl as string;
    await decide(client, payUrl, 'approve');
    const mail = mailTo(server.app.db, CONTACT.email).find((m) => m.subject === `Your receipt for order ${orderID}`)!;
    expect(mail.text).not.toContain('evil.example');
    // a path alone opens nothing from a mail app: no link, and the shopper is told where to look
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain('Your order, any time: sign in to the store and open My Orders.');
  });

  test('an unpaid order paid with store credit ("Pay now") mails no relative link', async () => {
    const client = await new Client(server.origin).prime();
    await signIn(client);
    await add(client, plainProduct(server.app.db, 20, 300, 500), 4);
    await fillPickup(client);
    const forged = { headers: { 'x-forwarded-host': 'shop.lan:8080' } };
    const reserved = await client.post(`${SM}/reserve`, { idempotencyKey: newKey() }, forged);
    expect(reserved.status).toBe(201);
    const orderID = reserved.body.orderID as string;
    const paid = await client.post(`${SM}/storeCreditPayment`, { orderID }, forged);
    expect(paid.status).toBe(200);
    const mail = mailTo(server.app.db, CONTACT.email).find((m) => m.subject === `Your receipt for order ${orderID}`)!;
    expect(mail.text).not.toMatch(/\/user\/orders/);
    expect(mail.link).toBeUndefined();
    // the operator reads in the mail's log line why it has no link and what to set
    const line = mailLines.find((l) => l.includes(`Your receipt for order ${orderID}`));
    expect(line).toContain('no link: the order came through a Host that is not this machine');
    expect(line).toContain('set STORE_PUBLIC_ORIGIN to the store');
  });

  test('no mail in the outbox carries a link that is not absolute', () => {
    // every mail the tests above made the store send, whatever its template
    const rows = server.app.db.prepare('SELECT subject, body, link FROM outbox').all() as {
      subject: string;
      body: string;
      link: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      if (r.link)
        expect({ subject: r.subject, link: r.link }).toEqual({
          subject: r.subject,
          link: expect.stringMatching(/^https?:\/\//),
        });
      // a path standing alone (after a space, a colon or a line break), not inside an absolute URL
      expect({ subject: r.subject, relative: r.body.match(/(?:^|[\s:(])\/[a-z][\w-]*\/[^\s]*/gim) }).toEqual({
        subject: r.subject,
        relative: null,
      });
    }
  });

  test('forgot-password asked with a Host naming another site: 503, and no mail goes out', async () => {
    const before = mailTo(server.app.db, 'demo@example.com').length;
    const status = await getWithHost(
      server.origin,
      `${API_BASE_PATH}/common3/forgotPassword?emailID=demo%40example.com`,
      'evil.example',
    );
    expect(status).toBe(503);
    expect(mailTo(server.app.db, 'demo@example.com')).toHaveLength(before);
  });

  test('forgot-password with a forwarded scheme that is not http(s) (javascript): 503, and no mail goes out', async () => {
    const before = mailTo(server.app.db, 'demo@example.com').length;
    const u = new URL(server.origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: `${API_BASE_PATH}/common3/forgotPassword?emailID=demo%40example.com`,
          headers: {
            host: 'localhost:1',
            'x-forwarded-proto': 'javascript',
            'x-forwarded-host': 'localhost:1',
            ...WITH_TOKEN,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(503);
    const sent = mailTo(server.app.db, 'demo@example.com').slice(before);
    expect(sent.map((m) => m.link ?? '').filter((l) => !/^https?:\/\//.test(l))).toEqual([]);
    expect(sent).toHaveLength(0);
  });
});

test('with STORE_PUBLIC_ORIGIN every mailed link uses it, whatever the Host said', async () => {
  const server = await startServer({ trustProxy: true, publicOrigin: 'https://shop.example' });
  try {
    const status = await getWithHost(
      server.origin,
      `${API_BASE_PATH}/common3/forgotPassword?emailID=demo%40example.com`,
      'evil.example',
    );
    expect(status).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // the mail goes after the answer
    const [mail] = mailTo(server.app.db, 'demo@example.com');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\/account\/resetPassword\?token=/);
  } finally {
    await server.close();
  }
});
