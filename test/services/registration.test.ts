import { createHttp } from '@/services/http';
import { createRegistrationApi, normalizeRegistrationSent } from '@/services/registration';
import { createFakeServer, json } from '../support/fakeServer';

function setup() {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  return { server, api: createRegistrationApi(createHttp({ transport: server.transport, cookies: server.cookies })) };
}

const form = { email: 'a@b.c', password: 'long-enough', firstName: 'A', lastName: 'B' };
const user = { userID: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', profileImage: null, phone: '' };

describe('normalizeRegistrationSent', () => {
  it.each<[unknown, { message: string } | 'BAD_RESPONSE']>([
    [{ ok: true, message: 'Check your email' }, { message: 'Check your email' }],
    [{ ok: true }, { message: '' }],
    [{ ok: true, message: ['x'] }, { message: '' }],
    [{ ok: 'true', message: 'x' }, 'BAD_RESPONSE'],
    [{ user: null }, 'BAD_RESPONSE'],
    [null, 'BAD_RESPONSE'],
    [[], 'BAD_RESPONSE'],
  ])('%j -> %j', (answer, expected) => {
    if (expected === 'BAD_RESPONSE')
      expect(() => normalizeRegistrationSent(answer)).toThrow(expect.objectContaining({ code: 'BAD_RESPONSE' }));
    else expect(normalizeRegistrationSent(answer)).toEqual(expected);
  });
});

describe('registration API', () => {
  it('clientRegistration posts the form (XSRF header echoed) and reads the neutral answer', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/clientRegistration', () => json({ ok: true, message: 'Check your email' }, 202));
    await expect(api.clientRegistration({ ...form, redirect: '/checkout/cart' })).resolves.toEqual({
      message: 'Check your email',
    });
    const call = server.calls('common3/clientRegistration')[0];
    expect(JSON.parse(String(call.body))).toEqual({ ...form, redirect: '/checkout/cart' });
    expect(call.headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('verifyRegistration: the signed-in shopper; an incomplete answer is a BAD_RESPONSE', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/verifyRegistration', () =>
      json({ user, userID: 'u1', lastLoginDate: '2026-01-01T00:00:00Z' }, 201),
    );
    await expect(api.verifyRegistration({ email: 'a@b.c', code: '123456' })).resolves.toMatchObject({
      userID: 'u1',
      user: { email: 'a@b.c' },
    });
    expect(JSON.parse(String(server.calls('common3/verifyRegistration')[0].body))).toEqual({
      email: 'a@b.c',
      code: '123456',
    });
    server.on('POST', 'common3/verifyRegistration', () => json({ user: null }, 201));
    await expect(api.verifyRegistration({ token: 't'.repeat(43) })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('a refused code is an ApiError with the server message', async () => {
    const { server, api } = setup();
    server.on('POST', 'common3/verifyRegistration', () =>
      json(
        {
          errors: [
            { code: 'BAD_REQUEST', field: 'code', message: 'This code is not correct. Check the mail we sent you.' },
          ],
        },
        400,
      ),
    );
    await expect(api.verifyRegistration({ email: 'a@b.c', code: '000000' })).rejects.toMatchObject({
      status: 400,
      message: 'This code is not correct. Check the mail we sent you.',
    });
  });
});
