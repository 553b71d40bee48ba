import fs from 'node:fs';
import path from 'node:path';
import { DB_FILE_NAME } from '../../server/api/db';
import { Client, registerShopper, startServer, tempDir } from './helpers';
import { DEMO_FRIENDS } from '../../server/api/seed/user';

const count = (server: { app: { db: { prepare(sql: string): { get(): unknown } } } }, table: string) =>
  (server.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('database file', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = path.join(tempDir('storefront-data-'), 'nested', 'data');
  });
  afterAll(() => fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

  test('is created and seeded on first start, seeded only once, and keeps what shoppers did', async () => {
    const first = await startServer({ dataDir });
    expect(fs.existsSync(path.join(dataDir, DB_FILE_NAME))).toBe(true);
    const seeded = {
      users: count(first, 'users'),
      messages: count(first, 'messages'),
      locations: count(first, 'store_locations'),
      currencies: count(first, 'currencies'),
      migrations: count(first, 'schema_migrations'),
    };
    // the demo shopper and the friends they introduced (server/api/seed/user.ts)
    expect(seeded.users).toBe(1 + DEMO_FRIENDS.length);
    const client = await new Client(first.origin).prime();
    const reg = await registerShopper(client, first.app.db, {
      email: 'kept@example.com',
      password: 'kept-password',
      firstName: 'Kept',
      lastName: 'Shopper',
    });
    expect(reg.status).toBe(201);
    await client.get('/common3/changeLocale/zh');
    await first.close();

    const second = await startServer({ dataDir });
    try {
      expect(count(second, 'users')).toBe(seeded.users + 1);
      expect(count(second, 'messages')).toBe(seeded.messages);
      expect(count(second, 'store_locations')).toBe(seeded.locations);
      expect(count(second, 'currencies')).toBe(seeded.currencies);
      expect(count(second, 'schema_migrations')).toBe(seeded.migrations);

      // The same browser keeps its session (language) across the restart.
      const again = new Client(second.origin);
      for (const [k, v] of client.jar) again.jar.set(k, v);
      const info = await again.get('/common3/appInfoInit');
      expect(info.body.appContent.system.appMessage.currentLocale).toBe('zh');
      expect(info.body.user.email).toBe('kept@example.com');

      const fresh = await new Client(second.origin).prime();
      const signon = await fresh.post('/common3/signon', { email: 'kept@example.com', password: 'kept-password' });
      expect(signon.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
