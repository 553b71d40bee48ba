/**
 * STORE_TRUST_PROXY over real HTTP: with `1` the server believed the
 * LEFT-most X-Forwarded-For entry, which the client writes, so failed sign-ins with varied spoofed
 * headers met no per-address throttle. Now it is a hop count or a list of proxy addresses: the
 * client's address is the entry the trusted proxy appended.
 */
import { parseTrustProxy } from '../../server/shared/trust-proxy';
import { Client, startServer, type TestServer } from './helpers';

/** Failed sign-ins as a proxy in front would forward them: the client's spoofed header, then the real address appended. */
async function failedSignIns(server: TestServer, count: number): Promise<number[]> {
  const c = await new Client(server.origin).prime();
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await c.post(
      '/common3/signon',
      { email: `nobody${i}@example.com`, password: 'wrong-password' },
      { headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` } },
    );
    statuses.push(res.status);
  }
  return statuses;
}

test.each([
  ['1', 'a hop count'],
  ['127.0.0.1', 'the proxy’s address'],
  ['127.0.0.0/8,10.0.0.0/8', 'a list of ranges'],
])(
  'STORE_TRUST_PROXY=%s (%s): spoofed X-Forwarded-For entries do not escape the per-address sign-in limit',
  async (setting) => {
    const server = await startServer({
      env: { STORE_TRUST_PROXY: setting },
      rateLimits: { signInPerAddress: { limit: 5, windowMs: 60_000 } },
    });
    try {
      const statuses = await failedSignIns(server, 8);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await server.close();
    }
  },
);

test('parseTrustProxy: off, hop counts, address lists; anything else stops the start', () => {
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('')).toBe(false);
  expect(parseTrustProxy('0')).toBe(false);
  const two = parseTrustProxy('2') as (a: string, hop: number) => boolean;
  expect([0, 1, 2].map((hop) => two('127.0.0.1', hop))).toEqual([true, true, false]);
  expect(parseTrustProxy('127.0.0.1, ::1, 10.0.0.0/8')).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
  expect(() => parseTrustProxy('yes')).toThrow(/STORE_TRUST_PROXY must be a hop count/);
  expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/STORE_TRUST_PROXY/);
});
