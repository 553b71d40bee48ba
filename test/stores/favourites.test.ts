/**
 * FavouritesStore: a visitor's list on the device; merged into the account once signed in and
 * offered (then dropped from the device); nothing asked of a server that does not offer it; a
 * refused save undone.
 */
import { FAVOURITES_STORAGE_KEY } from '@/stores/FavouritesStore';
import { shopperLists } from '@/stores/shopperLists';
import { apiError, json } from '../support/fakeServer';
import { setupStores } from './helpers';

const USER = {
  user: { userID: 'u1', email: 'kim@example.com', firstName: 'Kim' },
  userID: 'u1',
  lastLoginDate: '2026-11-01T00:00:00.000Z',
};
const entry = (productId: number, savedAt = '2026-11-01T00:00:00.000Z') => ({
  productId,
  savedPrice: 500,
  currencyCode: 'CAD',
  savedAt,
});
const product = (id: number) => ({ id, price: 500, currencyCode: 'CAD' });
const list = (...ids: number[]) => ({ items: ids.map((id) => ({ ...entry(id), product: null })), shareToken: null });

test('a server without the extension: no hearts offered, and no favourites call even signed in', async () => {
  const { root, server } = setupStores({ info: USER, storage: { [FAVOURITES_STORAGE_KEY]: [entry(7)] } });
  await root.init();
  expect(shopperLists(root).favourites.offered).toBe(false);
  await shopperLists(root).favourites.sync();
  expect(server.requests.filter((r) => r.url.includes('/ext/'))).toEqual([]);
});

test('a visitor’s saves stay on the device (survive a restart), newest first', async () => {
  const { root, platform } = setupStores({ info: { extensions: ['favourites'] } });
  await root.init();
  expect(shopperLists(root).favourites.offered).toBe(true);
  expect(await shopperLists(root).favourites.toggle(product(1))).toBe(true);
  await shopperLists(root).favourites.toggle(product(2));
  expect(shopperLists(root).favourites.has(1) && shopperLists(root).favourites.has(2)).toBe(true);
  const stored = platform.storage.get<{ productId: number }[]>(FAVOURITES_STORAGE_KEY)!;
  expect(stored.map((e) => e.productId)).toEqual([2, 1]);
  await shopperLists(root).favourites.toggle(product(1));
  expect(platform.storage.get<{ productId: number }[]>(FAVOURITES_STORAGE_KEY)!.map((e) => e.productId)).toEqual([2]);
});

test('signed in and offered: the device’s list is merged into the account, then dropped from the device', async () => {
  const { root, server, platform } = setupStores({
    info: { ...USER, extensions: ['favourites'] },
    storage: { [FAVOURITES_STORAGE_KEY]: [entry(3)] },
  });
  server.on('POST', 'ext/favourites/merge', () => json(list(3, 9)));
  await root.init();
  await new Promise((r) => setTimeout(r, 0));
  await shopperLists(root).favourites.sync();
  const merges = server.calls('ext/favourites/merge', 'POST');
  expect(merges.length).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(merges[0].body as string)).toEqual({ items: [entry(3)] });
  expect(shopperLists(root).favourites.source).toBe('account');
  expect(shopperLists(root).favourites.entries.map((e) => e.productId)).toEqual([3, 9]);
  expect(platform.storage.get(FAVOURITES_STORAGE_KEY)).toBeUndefined();
});

test('signed in with nothing on the device: the account’s list is read, nothing merged', async () => {
  const { root, server } = setupStores({ info: { ...USER, extensions: ['favourites'] } });
  server.on('GET', 'ext/favourites', () => json(list(4)));
  await root.init();
  await shopperLists(root).favourites.sync();
  expect(server.calls('ext/favourites/merge', 'POST')).toEqual([]);
  expect(shopperLists(root).favourites.entries.map((e) => e.productId)).toEqual([4]);
});

test('signed in: a save the server refuses is undone and says why', async () => {
  const { root, server } = setupStores({ info: { ...USER, extensions: ['favourites'] } });
  server.on('GET', 'ext/favourites', () => json(list()));
  server.on('PUT', 'ext/favourites/items/5', () => apiError(409, 'Your favourites are full (200). Remove one first.'));
  await root.init();
  await shopperLists(root).favourites.sync();
  expect(await shopperLists(root).favourites.toggle(product(5))).toBe(false);
  expect(shopperLists(root).favourites.has(5)).toBe(false);
  expect(shopperLists(root).favourites.error).toBe('Your favourites are full (200). Remove one first.');
});

test('a malformed device list reads as empty', async () => {
  const { root } = setupStores({
    info: { extensions: ['favourites'] },
    storage: { [FAVOURITES_STORAGE_KEY]: 'not a list' },
  });
  await root.init();
  expect(shopperLists(root).favourites.entries).toEqual([]);
});
