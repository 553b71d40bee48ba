import fs from 'node:fs';
import path from 'node:path';
import type { AppInfo } from '../../types/api';
import { PROFILE_IMAGE_MAX_BYTES } from '../../types/api';
import { API_BASE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
let n = 0;

async function shopper(): Promise<{ client: Client; email: string; userID: string }> {
  const client = await new Client(server.origin).prime();
  const email = `profile${++n}@example.com`;
  const res = await registerShopper(client, server.app.db, {
    email,
    password: 'long-enough',
    firstName: 'Pro',
    lastName: 'File',
  });
  return { client, email, userID: res.body.userID };
}

async function upload(client: Client, bytes: Buffer, filename: string, type = 'image/png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${server.origin}${API_BASE_PATH}/admin/userManagement/image/upload`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), [XSRF_HEADER]: client.jar.get(XSRF_COOKIE)! },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const userRow = (email: string) =>
  server.app.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Record<string, unknown>;

describe('PUT admin/userManagement/userInfo', () => {
  test('saves name and phone at once; a new email waits for its mailed link (test/server/email-change.test.ts)', async () => {
    const { client, email } = await shopper();
    const res = await client.put('/admin/userManagement/userInfo', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada.New@Example.com',
      phone: '+1 416-555-0199',
      currentPassword: 'long-enough',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+1 416-555-0199',
      pendingEmail: 'ada.new@example.com',
    });
    const info = (await client.get('/common3/appInfoInit')).body as AppInfo;
    expect(info.user).toMatchObject({ firstName: 'Ada', email });
  });

  test.each([
    [{ firstName: '', lastName: 'X', email: 'a@example.com', phone: '' }, ['firstName']],
    [{ firstName: 'A', lastName: 'X', email: 'nope', phone: 'abc' }, ['email', 'phone']],
    [{ firstName: 'A'.repeat(1024 * 1024), lastName: 1, email: 'a@example.com', phone: '' }, ['firstName', 'lastName']],
    [{ firstName: 'A', lastName: 'X', email: 'a@example.com' }, ['phone']],
  ])('bad input %# is a 400 per field and writes nothing', async (body, fields) => {
    const { client, email } = await shopper();
    const before = userRow(email);
    const res = await client.put('/admin/userManagement/userInfo', body);
    expect([400, 413]).toContain(res.status);
    if (res.status === 400)
      expect([...new Set(res.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(fields);
    expect(userRow(email)).toEqual(before);
  });

  test("another shopper's email is a 409; signed out is a 401", async () => {
    const a = await shopper();
    const b = await shopper();
    const res = await b.client.put('/admin/userManagement/userInfo', {
      firstName: 'B',
      lastName: 'B',
      email: a.email,
      phone: '',
      currentPassword: 'long-enough',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('email');
    const anon = await new Client(server.origin).prime();
    expect(
      (
        await anon.put('/admin/userManagement/userInfo', {
          firstName: 'B',
          lastName: 'B',
          email: 'z@example.com',
          phone: '',
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST admin/userManagement/image/upload', () => {
  test('a PNG is stored under the data folder, served, and replaces the old photo', async () => {
    const { client, email } = await shopper();
    const first = await upload(client, PNG, 'me.png');
    expect(first.status).toBe(200);
    expect(first.body.profileImage).toMatch(/^\/media\/profile\/[a-f0-9]{32}\.png$/);
    const file = path.join(server.dataDir, 'profile-images', path.basename(first.body.profileImage));
    expect(fs.existsSync(file)).toBe(true);
    const served = await fetch(server.origin + first.body.profileImage);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const second = await upload(client, jpeg, 'photo.bin', 'application/octet-stream');
    expect(second.body.profileImage).toMatch(/\.jpg$/);
    expect(fs.existsSync(file)).toBe(false);
    expect(userRow(email).profile_image).toBe(second.body.profileImage);
  });

  test('a text file renamed .png is refused and nothing changes', async () => {
    const { client, email } = await shopper();
    const res = await upload(client, Buffer.from('just some text, not a picture'), 'evil.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.errors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/not an image/) });
    expect(userRow(email).profile_image).toBeNull();
  });

  test('an oversize image is a 413; no file, a wrong field or signed out are refused', async () => {
    const { client, email } = await shopper();
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const res = await upload(client, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.errors[0].message).toMatch(/too large/);
    expect((await upload(client, PNG, 'me.png', 'image/png', 'other')).status).toBe(400);
    expect((await client.post('/admin/userManagement/image/upload', { file: 'x' })).status).toBe(415);
    expect(userRow(email).profile_image).toBeNull();
    const anon = await new Client(server.origin).prime();
    expect((await upload(anon, PNG, 'me.png')).status).toBe(401);
  });

  test.each([
    ['no parts at all', '['.repeat(2000) + ']'.repeat(2000)],
    ['a part cut off', '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'],
  ])('a multipart body that ends early (%s) is a 400 (it was a 500), nothing changes', async (_name, body) => {
    const { client, email } = await shopper();
    const res = await fetch(`${server.origin}${API_BASE_PATH}/admin/userManagement/image/upload`, {
      method: 'POST',
      headers: {
        cookie: client.cookieHeader(),
        [XSRF_HEADER]: client.jar.get(XSRF_COOKIE)!,
        'content-type': 'multipart/form-data; boundary=zz',
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field?: string }[] }).errors[0].field).toBe('file');
    expect(userRow(email).profile_image).toBeNull();
  });

  test('unknown or malformed photo names are 404', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fstore.sqlite', 'x.svg']) {
      expect((await fetch(`${server.origin}/media/profile/${name}`)).status).toBe(404);
    }
  });
});
