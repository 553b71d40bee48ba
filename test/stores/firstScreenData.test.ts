/**
 * A first visit's page data goes out as the app starts, not once the page's code has arrived
 * (stores/firstScreenData.ts): the page then takes what was started, and nothing is asked twice.
 */
import { matchRoute } from '@/domain/routes';
import { startFirstScreenData } from '@/stores/firstScreenData';
import { json } from '../support/fakeServer';
import { wireProduct } from '../support/catalogue';
import { setupStores } from './helpers';

const settle = () => new Promise((r) => setTimeout(r, 0));

function stores() {
  const s = setupStores();
  s.server.on('GET', 'productDetailManagement/productDetail/7', () =>
    json({ ...wireProduct(7), description: '', options: [], specs: [] }),
  );
  s.server.on('GET', 'productManagement2/products/relatedProducts/7', () => json([]));
  s.server.on('GET', 'inventoryManagement/inventoryByProductAndOptions/7', () =>
    json({ productId: 7, optionPair: null, available: true, quantity: 3, items: [] }),
  );
  s.server.on('GET', 'productManagement2/products', () => json([wireProduct(1), wireProduct(2)]));
  s.server.on('GET', 'productManagement2/products/count', () => json(2));
  s.server.on('GET', 'productManagement/categories/all', () => json([]));
  s.server.on('GET', 'productManagement2/category/tea', () => json({ name: 'tea', displayName: 'Tea' }));
  s.server.on('GET', 'common3/campaign/fissionList', () => json([]));
  s.server.on('GET', 'productManagement2/products/search/green%20tea', () => json([wireProduct(3)]));
  s.server.on('GET', 'productManagement2/products/searchCount/green%20tea', () => json(1));
  s.server.on('GET', 'common3/sectionTemplateByType/home', () => json([]));
  s.server.on('GET', 'common3/pageContent', () => json({ pageName: 'home', content: '' }));
  return s;
}

describe('startFirstScreenData', () => {
  test.each([
    ['/', ['common3/sectionTemplateByType/home', 'common3/pageContent', 'productManagement/categories/all']],
    ['/store/product/7', ['productDetailManagement/productDetail/7', 'common3/campaign/fissionList']],
    ['/store/productlist?cat=tea&sort=priceDown', ['productManagement2/products', 'productManagement/categories/all']],
    ['/store/search?searchStr=%20green%20tea%20', ['productManagement2/products/search/green%20tea']],
  ])('%s: its page data is asked for before the page exists', async (url, paths) => {
    const { root, server } = stores();
    startFirstScreenData(root, matchRoute(url));
    await settle();
    for (const p of paths) expect(server.calls(p).length).toBeGreaterThan(0);
  });

  test.each([['/checkout/cart'], ['/account/login'], ['/store/product/abc'], ['/store/search?searchStr=%20']])(
    '%s: nothing is asked for ahead (the page asks for its own)',
    async (url) => {
      const { root, server } = stores();
      startFirstScreenData(root, matchRoute(url));
      await settle();
      expect(server.requests).toEqual([]);
    },
  );

  test('nothing when there is no entry page (the mini-program)', async () => {
    const { root, server } = stores();
    startFirstScreenData(root, null);
    await settle();
    expect(server.requests).toEqual([]);
  });

  test('a product page takes the store started for it, once; its data is asked for once', async () => {
    const { root, server } = stores();
    startFirstScreenData(root, matchRoute('/store/product/7'));
    const taken = root.catalogue.product(7);
    expect(taken.status).toBe('loading');
    await settle();
    await settle();
    expect(taken.detail?.id).toBe(7);
    expect(server.calls('productDetailManagement/productDetail/7')).toHaveLength(1);
    // a later visit to the same product (a new screen) starts afresh
    expect(root.catalogue.product(7).status).toBe('idle');
  });

  test('a list page takes the list started for its category and sort; load() asks nothing more', async () => {
    const { root, server } = stores();
    startFirstScreenData(root, matchRoute('/store/productlist?cat=tea&sort=priceDown'));
    const list = root.catalogue.list({ kind: 'products', cat: 'tea', sort: 'priceDown' });
    await list.load();
    expect(list.items.map((p) => p.id)).toEqual([1, 2]);
    const pages = server.calls('productManagement2/products');
    expect(pages).toHaveLength(1);
    expect(pages[0].url).toContain('categoryName=tea');
    // another list (another sort) is its own
    expect(root.catalogue.list({ kind: 'products', cat: 'tea', sort: 'name' }).status).toBe('idle');
  });

  test('a language switch by app info drops what was started and not yet taken', async () => {
    const { root } = stores();
    startFirstScreenData(root, matchRoute('/store/product/7'));
    await root.catalogue.reloadForLocale();
    expect(root.catalogue.product(7).status).toBe('idle');
  });
});
