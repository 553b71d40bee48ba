import { Client, startServer } from './helpers';

const KNOBS = '/__test/knobs';

describe('fault-injection knobs', () => {
  test('errorRate 1 answers every API request with a JSON 500', async () => {
    const server = await startServer({ errorRate: 1 });
    try {
      const client = new Client(server.origin);
      const res = await client.get('/common3/appInfoInit');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ errors: [{ code: 'INJECTED_FAULT', message: 'Injected server error (test knob)' }] });
    } finally {
      await server.close();
    }
  });

  test('knobs come from env too, and match limits them to some URLs', async () => {
    const server = await startServer({ env: { STORE_ERROR_RATE: '1', STORE_KNOBS_MATCH: 'myCart' } });
    try {
      const client = new Client(server.origin);
      expect((await client.get('/shoppingManagement4/myCart')).status).toBe(500);
      expect((await client.get('/common3/appInfoInit')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test('latency delays API answers', async () => {
    const server = await startServer({ latencyMs: 150 });
    try {
      const started = Date.now();
      const res = await new Client(server.origin).get('/common3/exchangeRates/');
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await server.close();
    }
  });

  test('dropRate 1 drops the connection without an answer', async () => {
    const server = await startServer({ dropRate: 1 });
    try {
      await expect(new Client(server.origin).get('/common3/appInfoInit')).rejects.toThrow();
    } finally {
      await server.close();
    }
  });

  test('the runtime knobs route does not exist in a normal start', async () => {
    const server = await startServer();
    try {
      const client = new Client(server.origin);
      expect((await client.raw('GET', KNOBS)).status).toBe(404);
      expect((await client.raw('POST', KNOBS, { body: { errorRate: 1 } })).status).toBe(404);
      expect((await client.get('/common3/appInfoInit')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test('with testKnobs, POST /__test/knobs changes them at run time', async () => {
    const server = await startServer({ testKnobs: true });
    try {
      const client = new Client(server.origin);
      expect((await client.get('/common3/appInfoInit')).status).toBe(200);

      const set = await client.raw('POST', KNOBS, { body: { errorRate: 1 } });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ latencyMs: 0, errorRate: 1, dropRate: 0, match: '' });
      expect((await client.get('/common3/appInfoInit')).status).toBe(500);

      const bad = await client.raw('POST', KNOBS, { body: { errorRate: 2 } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('errorRate');

      await client.raw('POST', KNOBS, { body: { errorRate: 0 } });
      expect((await client.get('/common3/appInfoInit')).status).toBe(200);
      expect((await client.raw('GET', KNOBS)).body.errorRate).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('STORE_TEST_KNOBS=1 in env exposes the route', async () => {
    const server = await startServer({ env: { STORE_TEST_KNOBS: '1' } });
    try {
      expect((await new Client(server.origin).raw('GET', KNOBS)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
