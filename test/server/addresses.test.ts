import type { Address } from '../../types/api';
import { Client, registerShopper, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const UM = '/admin/userManagement';
let n = 0;
const home = {
  firstName: 'Ada',
  lastName: 'L',
  phone: '416-555-0100',
  streetNumberAndNameDetails: '1 Yonge St',
  unit: '',
  city: 'Toronto',
  province: 'ON',
  postCode: 'M5E 1W7',
  country: 'CA',
};
const work = { ...home, streetNumberAndNameDetails: '100 King St W', postCode: 'M5X 1A9' };

async function shopper() {
  const client = await new Client(server.origin).prime();
  const res = await registerShopper(client, server.app.db, {
    email: `addr${++n}@example.com`,
    password: 'long-enough',
    firstName: 'A',
    lastName: 'B',
  });
  return { client, id: res.body.userID };
}
const count = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM addresses').get() as { n: number }).n;

test('add two, the first is the default; set default; edit; delete moves the default', async () => {
  const { client, id } = await shopper();
  let res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, { action: 'upsert', address: home });
  expect(res.status).toBe(200);
  res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, { action: 'upsert', address: work });
  let list = res.body as Address[];
  expect(list.map((a) => [a.streetNumberAndNameDetails, a.isDefault])).toEqual([
    ['1 Yonge St', true],
    ['100 King St W', false],
  ]);

  res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, { action: 'default', id: list[1].id });
  list = res.body;
  expect(list[0]).toMatchObject({ streetNumberAndNameDetails: '100 King St W', isDefault: true });

  res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, {
    action: 'upsert',
    id: list[1].id,
    address: { ...home, city: 'North York', postCode: 'm2n 6k1' },
  });
  expect(res.body[1]).toMatchObject({ city: 'North York', postCode: 'M2N 6K1' });

  res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, { action: 'delete', id: list[0].id });
  expect(res.body).toHaveLength(1);
  expect(res.body[0].isDefault).toBe(true);
  expect((await client.get(`${UM}/getAddresses/${id}/type/DELIVERY`)).body).toEqual(res.body);
  expect((await client.get(`${UM}/getAddresses/${id}/type/BILLING`)).body).toEqual([]);
});

test("IDOR: another shopper's id in the path is 403, another's address id is 404; nothing changes", async () => {
  const a = await shopper();
  const b = await shopper();
  const added = (await a.client.post(`${UM}/updateAddresses/${a.id}/DELIVERY`, { action: 'upsert', address: home }))
    .body as Address[];
  const before = count();
  expect((await b.client.get(`${UM}/getAddresses/${a.id}/type/DELIVERY`)).status).toBe(403);
  expect(
    (await b.client.post(`${UM}/updateAddresses/${a.id}/DELIVERY`, { action: 'upsert', address: work })).status,
  ).toBe(403);
  expect(
    (await b.client.post(`${UM}/updateAddresses/${b.id}/DELIVERY`, { action: 'delete', id: added[0].id })).status,
  ).toBe(404);
  expect(
    (
      await b.client.post(`${UM}/updateAddresses/${b.id}/DELIVERY`, {
        action: 'upsert',
        id: added[0].id,
        address: work,
      })
    ).status,
  ).toBe(404);
  expect(
    (await b.client.post(`${UM}/updateAddresses/${b.id}/DELIVERY`, { action: 'default', id: added[0].id })).status,
  ).toBe(404);
  const anon = await new Client(server.origin).prime();
  expect((await anon.get(`${UM}/getAddresses/${a.id}/type/DELIVERY`)).status).toBe(401);
  expect(count()).toBe(before);
  expect((await a.client.get(`${UM}/getAddresses/${a.id}/type/DELIVERY`)).body).toEqual(added);
});

test.each([
  [{ ...home, postCode: '12345' }, 'postCode'],
  [{ ...home, province: 'ZZ' }, 'province'],
  [{ ...home, country: 'US' }, 'country'],
  [{ ...home, firstName: 'x'.repeat(100_000) }, 'firstName'],
  [{ ...home, phone: undefined }, 'phone'],
])('bad address %# is a 400 on %s and writes nothing', async (address, field) => {
  const { client, id } = await shopper();
  const before = count();
  const res = await client.post(`${UM}/updateAddresses/${id}/DELIVERY`, { action: 'upsert', address });
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(
    field.startsWith('c') || field === 'province' ? field : `address.${field}`,
  );
  expect(count()).toBe(before);
});

test('countries, provinces per language, delivery coverage', async () => {
  const c = await new Client(server.origin).prime();
  expect((await c.get('/common3/supportedCountries')).body).toEqual([{ code: 'CA', name: 'Canada' }]);
  const provinces = (await c.get('/common3/provinces/CA')).body as { code: string; name: string }[];
  expect(provinces).toHaveLength(13);
  expect(provinces.find((p) => p.code === 'ON')?.name).toBe('Ontario');
  expect((await c.get('/common3/provinces/XX')).status).toBe(404);
  await c.get('/common3/changeLocale/zh');
  expect((await c.get('/common3/provinces/CA')).body.find((p: { code: string }) => p.code === 'ON').name).toBe(
    '安大略省',
  );
  const inside = await c.post('/common3/deliveryLocations', { country: 'CA', province: 'ON', postCode: 'M5E 1W7' });
  expect(inside.body).toMatchObject({ deliverable: true, zoneName: expect.any(String) });
  const outside = await c.post('/common3/deliveryLocations', { country: 'CA', province: 'AB', postCode: 'T2P 1J9' });
  expect(outside.body).toEqual({ deliverable: false, zoneName: null });
});
