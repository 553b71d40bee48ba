/**
 * Extensions (server/api/extensions.ts): app info lists exactly the extension areas mounted, their
 * routes live under /api/istore/client/ext/<name>/, and a server started without them neither
 * lists nor answers them.
 */
import type { AppInfo } from '../../types/api';
import { EXTENSION_AREAS, chosenExtensions, extensionsFromEnv, type ExtensionArea } from '../../server/api/extensions';
import type { RouteModule } from '../../server/api/routes/types';
import { Client, startServer } from './helpers';

const ping: RouteModule = async (app) => {
  app.get('/ping', async () => ({ pong: true }));
};
const fakeAreas: ExtensionArea[] = [
  { name: 'favourites', routes: [ping] },
  { name: 'reviews', routes: [ping] },
];

async function appInfoOf(origin: string): Promise<AppInfo> {
  return (await new Client(origin).get('/common3/appInfoInit')).body as AppInfo;
}

describe('app info `extensions`', () => {
  test('lists every registered extension area, once, in order, and mounts its routes under ext/<name>', async () => {
    const server = await startServer({ extensionAreas: fakeAreas });
    try {
      expect((await appInfoOf(server.origin)).extensions).toEqual(['favourites', 'reviews']);
      const c = new Client(server.origin);
      expect((await c.get('/ext/favourites/ping')).body).toEqual({ pong: true });
      expect((await c.get('/ext/reviews/ping')).body).toEqual({ pong: true });
      expect((await c.get('/ping')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  test('the real server lists its own extension areas', async () => {
    const server = await startServer();
    try {
      expect((await appInfoOf(server.origin)).extensions).toEqual(EXTENSION_AREAS.map((a) => a.name));
    } finally {
      await server.close();
    }
  });

  test("without extensions (option 'none'): an empty list and no ext routes", async () => {
    const server = await startServer({ extensionAreas: fakeAreas, extensions: 'none' });
    try {
      expect((await appInfoOf(server.origin)).extensions).toEqual([]);
      expect((await new Client(server.origin).get('/ext/favourites/ping')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  test('env STORE_EXTENSIONS=none does the same; a list mounts only those', async () => {
    const none = await startServer({ extensionAreas: fakeAreas, env: { STORE_EXTENSIONS: 'none' } });
    try {
      expect((await appInfoOf(none.origin)).extensions).toEqual([]);
    } finally {
      await none.close();
    }
    const some = await startServer({ extensionAreas: fakeAreas, env: { STORE_EXTENSIONS: 'reviews' } });
    try {
      expect((await appInfoOf(some.origin)).extensions).toEqual(['reviews']);
      expect((await new Client(some.origin).get('/ext/favourites/ping')).status).toBe(404);
    } finally {
      await some.close();
    }
  });
});

describe('extensionsFromEnv', () => {
  test.each([
    [undefined, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['none', 'none'],
    ['off', 'none'],
    ['0', 'none'],
    ['favourites', ['favourites']],
    [' reviews , returns ', ['reviews', 'returns']],
  ])('%p → %p', (value, expected) => {
    expect(extensionsFromEnv({ STORE_EXTENSIONS: value })).toEqual(expected);
  });
  test('an unknown name is an error, not a silent switch-off', () => {
    expect(() => extensionsFromEnv({ STORE_EXTENSIONS: 'favorites' })).toThrow(/unknown extension favorites/);
  });
});

describe('chosenExtensions', () => {
  test('an extension registered twice is refused (one list, no duplicates)', () => {
    expect(() => chosenExtensions('all', [...fakeAreas, { name: 'favourites', routes: [] }])).toThrow(/twice/);
  });
});
