/** CatalogueStore: shared catalogue data and the home page's content and strips. */
import { reaction } from 'mobx';
import { setupStores } from './helpers';
import { apiError, json } from '../support/fakeServer';
import { wireProduct, wireProducts } from '../support/catalogue';

function setup() {
  const s = setupStores();
  s.server.on('GET', 'productManagement/categories/all', () =>
    json([
      {
        name: 'tea',
        displayName: 'Tea',
        productCount: 3,
        children: [{ name: 'green-tea', displayName: 'Green Tea', children: [] }],
      },
      { name: 'fruit', displayName: 'Fresh Fruit', productCount: 2, children: [] },
    ]),
  );
  s.server.on('GET', 'common3/pageContent', () => json({ pageName: 'home', title: 'Welcome', body: '<h1>Fresh</h1>' }));
  s.server.on('GET', 'productManagement2/products', (req) => {
    if (req.query.get('productType') === 'MEMBERSHIP') return json([wireProduct(3, { productType: 'MEMBERSHIP' })]);
    if (req.query.get('clearance') === 'true') return json(wireProducts(2, 50));
    return json(wireProducts(Number(req.query.get('numberToLoad'))));
  });
  s.server.on('GET', 'productManagement/brands', () => json([{ name: 'Acme', displayName: 'Acme', productCount: 5 }]));
  return s;
}

describe('CatalogueStore', () => {
  test('home: page content, categories, featured and clearance strips', async () => {
    const s = setup();
    await s.root.catalogue.loadHome();
    const c = s.root.catalogue;
    expect(c.homeContent.value?.title).toBe('Welcome');
    expect(c.categories.value.map((x) => x.name)).toEqual(['tea', 'fruit']);
    expect(c.featured.value).toHaveLength(8);
    expect(c.clearance.value.map((p) => p.id)).toEqual([50, 51]);
    const clearanceQuery = s.server
      .calls('productManagement2/products')
      .map((r) => new URL(r.url, 'http://x').searchParams)
      .find((q) => q.get('clearance') === 'true');
    expect(clearanceQuery?.get('numberToLoad')).toBe('8');
  });

  test('loads shared data once; one failing part does not fail the others', async () => {
    const s = setup();
    s.server.on('GET', 'common3/pageContent', () => apiError(404, 'Page not found: home'));
    await Promise.all([s.root.catalogue.loadHome(), s.root.catalogue.loadCategories()]);
    await s.root.catalogue.loadCategories();
    expect(s.server.calls('productManagement/categories/all')).toHaveLength(1);
    expect(s.root.catalogue.homeContent.status).toBe('error');
    expect(s.root.catalogue.featured.status).toBe('ready');
  });

  test('loading home again (Try again) refills only what failed', async () => {
    const s = setup();
    let fail = true;
    s.server.on('GET', 'productManagement2/products', (req) =>
      fail && req.query.get('clearance') === 'true' ? apiError(500, 'Database is down') : json(wireProducts(2, 50)),
    );
    await s.root.catalogue.loadHome();
    expect(s.root.catalogue.clearance.status).toBe('error');
    expect(s.root.catalogue.clearance.error?.message).toBe('Database is down');
    const before = s.server.calls('productManagement2/products').length;
    fail = false;
    await s.root.catalogue.loadHome();
    expect(s.root.catalogue.clearance.status).toBe('ready');
    expect(s.server.calls('productManagement2/products').length).toBe(before + 1);
    expect(s.server.calls('common3/pageContent')).toHaveLength(1);
  });

  test("a first load's start is not published (views show idle and loading alike); a reload after an answer is", async () => {
    const s = setup();
    const c = s.root.catalogue;
    const seen: string[] = [];
    const stop = reaction(
      () => c.homeContent,
      (slot) => seen.push(slot.status),
    );
    const first = c.loadHome();
    expect(seen).toEqual([]);
    // asked while on its way: not asked twice
    void c.loadHome();
    await first;
    expect(seen).toEqual(['ready']);
    expect(s.server.calls('common3/pageContent')).toHaveLength(1);
    const again = c.loadHome(true);
    expect(seen).toEqual(['ready', 'loading']);
    await again;
    stop();
    expect(seen).toEqual(['ready', 'loading', 'ready']);
  });

  test("the featured strip's See all target comes with its products, in one change", async () => {
    const s = setup();
    s.server.on('GET', 'productManagement2/products', (req) =>
      json(req.query.get('tag') === 'featured' ? wireProducts(3) : wireProducts(2, 50)),
    );
    const c = s.root.catalogue;
    const seen: [string, boolean][] = [];
    const stop = reaction(
      () => [c.featured.status, c.featuredFromTag] as const,
      ([status, fromTag]) => seen.push([status, fromTag]),
    );
    await c.loadHome();
    stop();
    expect(seen).toEqual([['ready', true]]);
  });

  test('findCategory searches the tree; findBrand by key', async () => {
    const s = setup();
    await Promise.all([s.root.catalogue.loadCategories(), s.root.catalogue.loadBrands()]);
    expect(s.root.catalogue.findCategory('GREEN-TEA')?.displayName).toBe('Green Tea');
    expect(s.root.catalogue.findCategory('nope')).toBeNull();
    expect(s.root.catalogue.findCategory(null)).toBeNull();
    expect(s.root.catalogue.findBrand('acme')?.productCount).toBe(5);
  });

  test('loadTag asks once per tag; an unknown tag is null', async () => {
    const s = setup();
    s.server.on('GET', 'productManagement2/tag/organic', () =>
      json({ name: 'organic', displayName: 'Organic', productCount: 9 }),
    );
    await s.root.catalogue.loadTag('organic');
    await s.root.catalogue.loadTag('Organic');
    await s.root.catalogue.loadTag('nope');
    expect(s.server.calls('productManagement2/tag/organic')).toHaveLength(1);
    expect(s.root.catalogue.findTag('ORGANIC')?.displayName).toBe('Organic');
    expect(s.root.catalogue.findTag('nope')).toBeNull();
  });

  test("loadCategoryPage: the category page's heading from category/{name}, once per category, dropped on a language switch", async () => {
    const s = setup();
    s.server.on('GET', 'productManagement2/category/tea', () =>
      json({
        name: 'tea',
        displayName: 'Tea',
        imageURL: '/media/categories/tea.svg',
        width: 300,
        height: 300,
        description: 'Green Tea, Black Tea and more.',
        children: [],
      }),
    );
    await s.root.catalogue.loadCategoryPage('tea');
    await s.root.catalogue.loadCategoryPage('TEA');
    await s.root.catalogue.loadCategoryPage('nope');
    expect(s.server.calls('productManagement2/category/tea')).toHaveLength(1);
    const page = s.root.catalogue.findCategoryPage('Tea');
    expect([page?.displayName, page?.description, page?.image?.url]).toEqual([
      'Tea',
      'Green Tea, Black Tea and more.',
      '/media/categories/tea.svg',
    ]);
    expect(s.root.catalogue.findCategoryPage('nope')).toBeNull();
    // a language switch asks again for what was shown, in the new language
    await s.root.catalogue.reloadForLocale();
    expect(s.server.calls('productManagement2/category/tea')).toHaveLength(2);
    expect(s.root.catalogue.findCategoryPage('tea')?.displayName).toBe('Tea');
  });

  test('loadCategoryPage: asked twice at once (ahead of the page, then by it), one request; pending until it answers', async () => {
    const s = setup();
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    s.server.on('GET', 'productManagement2/category/tea', async () => {
      await answered;
      return json({ name: 'tea', displayName: 'Tea', description: 'Leaves.', children: [] });
    });
    const first = s.root.catalogue.loadCategoryPage('tea');
    const second = s.root.catalogue.loadCategoryPage('Tea');
    expect(s.root.catalogue.isCategoryPagePending('TEA')).toBe(true);
    expect(s.root.catalogue.isCategoryPagePending('coffee')).toBe(false);
    answer();
    await Promise.all([first, second]);
    expect(s.server.calls('productManagement2/category/tea')).toHaveLength(1);
    expect(s.root.catalogue.isCategoryPagePending('tea')).toBe(false);
    expect(s.root.catalogue.findCategoryPage('tea')?.description).toBe('Leaves.');
  });

  test('the membership product query', async () => {
    const s = setup();
    await s.root.catalogue.loadMembership();
    expect(s.root.catalogue.membership.value?.id).toBe(3);
  });

  test('list() and product() make per-screen stores over the same API', async () => {
    const s = setup();
    const list = s.root.catalogue.list({ kind: 'products', cat: 'tea' });
    await list.load();
    expect(list.items).toHaveLength(12);
    expect(s.root.catalogue.product(9).id).toBe(9);
  });
});
