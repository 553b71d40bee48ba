import { RateLimiter } from '../../server/api/http/rate-limit';
import { Client, registerShopper, startServer, type TestServer } from './helpers';

describe('RateLimiter', () => {
  test.each([
    // limit, attempts, allowed
    [3, 3, [true, true, true]],
    [2, 4, [true, true, false, false]],
  ])('limit %i over %i attempts', (limit, attempts, expected) => {
    const l = new RateLimiter({ limit, windowMs: 60_000 }, () => 1000);
    expect(Array.from({ length: attempts }, () => l.take('k').allowed)).toEqual(expected);
  });

  test('the window ends; Retry-After counts down to it; reset forgives', () => {
    let now = 0;
    const l = new RateLimiter({ limit: 1, windowMs: 60_000 }, () => now);
    l.take('k');
    now = 15_000;
    expect(l.take('k')).toEqual({ allowed: false, retryAfterSec: 45 });
    expect(l.take('other').allowed).toBe(true);
    l.reset('k');
    expect(l.take('k').allowed).toBe(true);
    now = 200_000;
    expect(l.take('k').allowed).toBe(true);
  });
});

describe('throttled account calls over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      rateLimits: {
        signInPerAccount: { limit: 2, windowMs: 60_000 },
        signInPerAddress: { limit: 6, windowMs: 60_000 },
        forgotPerAccount: { limit: 1, windowMs: 60_000 },
        forgotPerAddress: { limit: 3, windowMs: 60_000 },
        registerPerAddress: { limit: 1, windowMs: 60_000 },
        supportPerAccount: { limit: 2, windowMs: 60_000 },
        supportPerAddress: { limit: 4, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  test('sign-in: failures per account, then 429 with Retry-After even for the right password', async () => {
    const c = await new Client(server.origin).prime();
    for (let i = 0; i < 2; i++)
      expect((await c.post('/common3/signon', { email: 'demo@example.com', password: 'wrong-one' })).status).toBe(401);
    const res = await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.errors[0]).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts/),
    });
    // another account from the same address still gets through until the address limit
    expect((await c.post('/common3/signon', { email: 'x@example.com', password: 'nope' })).status).toBe(401);
  });

  test('per address: the sixth attempt from one address is refused whatever the account', async () => {
    const c = await new Client(server.origin).prime();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await c.post('/common3/signon', { email: `a${i}@example.com`, password: 'nope' })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  test('forgot-password per account and registration per address', async () => {
    const c = await new Client(server.origin).prime();
    expect((await c.get('/common3/forgotPassword?emailID=demo%40example.com')).status).toBe(200);
    const again = await c.get('/common3/forgotPassword?emailID=demo%40example.com');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    const reg = (i: number) =>
      c.post('/common3/clientRegistration', {
        email: `r${i}@example.com`,
        password: 'long-enough',
        firstName: 'A',
        lastName: 'B',
      });
    expect((await reg(1)).status).toBe(202);
    expect((await reg(2)).status).toBe(429);
  });
});

describe('support form (POST message/submitForm) throttled', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      rateLimits: {
        supportPerAccount: { limit: 2, windowMs: 60_000 },
        supportPerAddress: { limit: 4, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => server.close());

  const form = (email: string) => ({ name: 'Ada Lee', email, message: 'Where is my parcel, please?' });

  test('per email for a visitor: the third message is a 429 with Retry-After in the API error shape', async () => {
    const c = await new Client(server.origin).prime();
    expect((await c.post('/message/submitForm', form('ada@example.com'))).status).toBe(201);
    expect((await c.post('/message/submitForm', form('ADA@example.com'))).status).toBe(201);
    const refused = await c.post('/message/submitForm', form('ada@example.com'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      errors: [
        expect.objectContaining({
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(/^Too many attempts\. Please try again in (\d+ seconds|1 minute)\.$/),
        }),
      ],
    });
  });

  test('per client address: other emails from the same address are refused once it used its share', async () => {
    // the address sent 3 above (the refused one counts for the address): one more goes through, then 429
    const c = await new Client(server.origin).prime();
    expect((await c.post('/message/submitForm', form('bo@example.com'))).status).toBe(201);
    expect((await c.post('/message/submitForm', form('cy@example.com'))).status).toBe(429);
  });
});

describe('support form, signed in: counted per account whatever email is typed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ rateLimits: { supportPerAccount: { limit: 1, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  test('a second message under another email from the same account is refused', async () => {
    const c = await new Client(server.origin).prime();
    expect((await c.post('/common3/signon', { email: 'demo@example.com', password: 'demo1234' })).status).toBe(200);
    expect(
      (
        await c.post('/message/submitForm', {
          name: 'Dana',
          email: 'one@example.com',
          message: 'Where is my parcel, please?',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await c.post('/message/submitForm', {
          name: 'Dana',
          email: 'two@example.com',
          message: 'Where is my parcel, please?',
        })
      ).status,
    ).toBe(429);
  });
});

describe('profile email changes (PUT admin/userManagement/userInfo) throttled', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ rateLimits: { emailChangePerAccount: { limit: 2, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  const profile = (email: string) => ({
    firstName: 'Eve',
    lastName: 'Probe',
    email,
    phone: '',
    currentPassword: 'long-enough',
  });

  test('a signed-in shopper cannot try address after address to learn who has an account', async () => {
    const c = new Client(server.origin);
    await registerShopper(c, server.app.db, {
      email: 'eve@example.com',
      password: 'long-enough',
      firstName: 'Eve',
      lastName: 'Probe',
    });
    // demo@example.com has an account: the first tries say so, as they must for a typo's sake
    expect((await c.put('/admin/userManagement/userInfo', profile('demo@example.com'))).status).toBe(409);
    expect((await c.put('/admin/userManagement/userInfo', profile('nobody@example.com'))).status).toBe(200);
    const refused = await c.put('/admin/userManagement/userInfo', profile('someone@example.com'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // the name and phone can still change while the email stays as it is
    const kept = await c.put('/admin/userManagement/userInfo', {
      ...profile('EVE@example.com'),
      firstName: 'Evelyn',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ firstName: 'Evelyn', email: 'eve@example.com' });
  });
});

describe('sign-in throttles the guessing, not the owner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { STORE_TRUST_PROXY: '1' },
      rateLimits: { signInPerAccountAnywhere: { limit: 12, windowMs: 60_000 } },
    });
  });
  afterAll(() => server.close());
  const from = (c: Client, address: string, password: string) =>
    c.post('/common3/signon', { email: 'demo@example.com', password }, { headers: { 'x-forwarded-for': address } });

  test('five wrong passwords from five addresses: the owner signs in from their own address; each address is held on its own; many addresses meet a ceiling', async () => {
    const owner = await new Client(server.origin).prime();
    expect((await from(owner, '192.0.2.10', 'demo1234')).status).toBe(200);
    const attacker = await new Client(server.origin).prime();
    for (let i = 1; i <= 5; i++) expect((await from(attacker, `198.51.100.${i}`, 'wrong-one')).status).toBe(401);
    // the owner, from the address they signed in from before, and from a new one
    expect((await from(await new Client(server.origin).prime(), '192.0.2.10', 'demo1234')).status).toBe(200);
    expect((await from(await new Client(server.origin).prime(), '192.0.2.11', 'demo1234')).status).toBe(200);
    // one address guessing on: five failures, then held, even with the right password
    for (let i = 0; i < 4; i++) expect((await from(attacker, '198.51.100.1', 'wrong-one')).status).toBe(401);
    expect((await from(attacker, '198.51.100.1', 'demo1234')).status).toBe(429);
    // past the ceiling over all unknown addresses (12 here) a new address is held; the owner's is not
    expect((await from(attacker, '198.51.100.99', 'wrong-one')).status).toBe(429);
    expect((await from(await new Client(server.origin).prime(), '192.0.2.10', 'demo1234')).status).toBe(200);
  });
});
