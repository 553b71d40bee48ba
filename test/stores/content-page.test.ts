/** ContentPageStore: a general content page (`/about`, the blog index) from common3/pageContent. */
import { setupStores } from './helpers';
import { apiError, json } from '../support/fakeServer';

const ABOUT = {
  pageName: 'about',
  title: 'About Us',
  body: '<h1>About</h1><p>Family grocer</p><script>alert(1)</script>',
};

describe('ContentPageStore', () => {
  test('loads the named page: title, and a sanitised body whose h1 sits under the page title', async () => {
    const s = setupStores();
    s.server.on('GET', 'common3/pageContent', () => json(ABOUT));
    const page = s.root.catalogue.contentPage('about');
    expect(page.status).toBe('loading');
    await page.load();
    expect(page.status).toBe('ready');
    expect(page.page?.title).toBe('About Us');
    const call = s.server.calls('common3/pageContent')[0];
    expect(new URL(call.url, 'http://x').searchParams.get('pageName')).toBe('about');
    const html = JSON.stringify(page.body);
    expect(html).toContain('h2');
    expect(html).toContain('Family grocer');
    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
  });

  test('a 404 means the page does not exist', async () => {
    const s = setupStores();
    s.server.on('GET', 'common3/pageContent', () => apiError(404, 'Page not found: nosuch'));
    const page = s.root.catalogue.contentPage('nosuch');
    await page.load();
    expect(page.status).toBe('missing');
  });

  test.each([['a.b'], [''], [undefined], ['../x']])(
    '%p cannot name a page: missing without asking',
    async (segment) => {
      const s = setupStores();
      const page = s.root.catalogue.contentPage(segment);
      expect(page.status).toBe('missing');
      await page.load();
      expect(s.server.calls('common3/pageContent')).toHaveLength(0);
    },
  );

  test('a failure keeps the page shown, says why, and a retry loads it again', async () => {
    const s = setupStores();
    let fail = false;
    s.server.on('GET', 'common3/pageContent', () => (fail ? apiError(500, 'Database is down') : json(ABOUT)));
    const page = s.root.catalogue.contentPage('about');
    await page.load();
    fail = true;
    await page.load();
    expect(page.status).toBe('error');
    expect(page.error?.message).toBe('Database is down');
    expect(page.page?.title).toBe('About Us');
    fail = false;
    await page.load();
    expect(page.status).toBe('ready');
    expect(page.error).toBeNull();
  });

  test('an older answer arriving after a newer one is dropped', async () => {
    const s = setupStores();
    const answers: ((r: ReturnType<typeof json>) => void)[] = [];
    s.server.on('GET', 'common3/pageContent', () => new Promise((resolve) => answers.push(resolve)));
    const page = s.root.catalogue.contentPage('about');
    const first = page.load();
    const second = page.load();
    answers[1](json({ ...ABOUT, title: 'Newer' }));
    await second;
    answers[0](json({ ...ABOUT, title: 'Older' }));
    await first;
    expect(page.page?.title).toBe('Newer');
  });
});
