/**
 * common3/sectionTemplateByType/{type} (spec 7.1): the home page's blocks in the store's order,
 * in the session's language; the store reorders, hides and adds blocks in its data.
 */
import type { SectionTemplate } from '../../types/api';
import { Client, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const home = async (client = new Client(server.origin)) =>
  (await client.get('/common3/sectionTemplateByType/home')).body as SectionTemplate;

test('the seeded home: hero (with its picture), category tiles, featured, clearance, group buy', async () => {
  const t = await home();
  expect(t.type).toBe('home');
  expect(t.sections.map((s) => s.kind)).toEqual(['hero', 'categoryTiles', 'featured', 'clearance', 'groupBuy']);
  expect(t.sections[0]).toMatchObject({ imageURL: '/media/hero.svg', width: 1200, height: 480 });
  expect(t.sections[0].alt).toMatch(/^A teapot/);
  const zh = new Client(server.origin);
  await zh.get('/common3/changeLocale/zh');
  expect((await home(zh)).sections[0].alt).toMatch(/^绿色山坡/);
  expect((await new Client(server.origin).raw('GET', '/media/hero.svg')).status).toBe(200);
});

test('the store reorders, hides and adds blocks; unknown kinds are not sent', async () => {
  const db = server.app.db;
  db.prepare("UPDATE page_sections SET position = 0 WHERE page = 'home' AND id = 'clearance'").run();
  db.prepare("UPDATE page_sections SET enabled = 0 WHERE page = 'home' AND id = 'categories'").run();
  db.prepare(
    'INSERT INTO page_sections (page, id, kind, position, title) VALUES (\'home\', \'more\', \'featured\', 9, \'{"en":"More to love","zh":"更多好物"}\')',
  ).run();
  db.prepare("INSERT INTO page_sections (page, id, kind, position) VALUES ('home', 'video', 'video', 10)").run();
  try {
    const t = await home();
    expect(t.sections.map((s) => s.id)).toEqual(['clearance', 'hero', 'featured', 'group-buy', 'more']);
    expect(t.sections[4].title).toBe('More to love');
  } finally {
    db.prepare("DELETE FROM page_sections WHERE page = 'home' AND id IN ('more', 'video')").run();
    db.prepare("UPDATE page_sections SET position = 4 WHERE page = 'home' AND id = 'clearance'").run();
    db.prepare("UPDATE page_sections SET enabled = 1 WHERE page = 'home' AND id = 'categories'").run();
  }
});

test('an unknown type is 404; a malformed one 400', async () => {
  const client = new Client(server.origin);
  expect((await client.get('/common3/sectionTemplateByType/nope')).status).toBe(404);
  expect((await client.get('/common3/sectionTemplateByType/a.b')).status).toBe(400);
});
