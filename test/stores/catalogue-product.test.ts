/** ProductStore: detail, related, options with stock, quantity, add to cart. */
import { setupStores } from './helpers';
import { json, apiError } from '../support/fakeServer';
import { deferred, wireProduct } from '../support/catalogue';
import type { TransportResponse } from '@/platform/transport';

const INVENTORY = 'inventoryManagement/inventoryByProductAndOptions/1';

const options = [
  {
    name: 'size',
    displayName: 'Size',
    values: [
      { value: 'Small', displayName: 'Small' },
      { value: 'Large', displayName: 'Large' },
    ],
  },
  {
    name: 'colour',
    displayName: 'Colour',
    values: [
      { value: 'Celadon', displayName: 'Celadon' },
      { value: 'White', displayName: 'White' },
    ],
  },
];
const stock: Record<string, number> = {
  'size:Small|colour:Celadon': 12,
  'size:Small|colour:White': 0,
  'size:Large|colour:Celadon': 5,
  'size:Large|colour:White': 3,
};

/** The seeded inventory call: filters the combinations by the optionPair asked for. */
function inventoryAnswer(pair: string | null) {
  const wanted = (pair ?? '').split('|').filter(Boolean);
  const items = Object.entries(stock)
    .filter(([p]) => wanted.every((w) => p.split('|').includes(w)))
    .map(([optionPair, quantity]) => ({
      optionPair,
      options: Object.fromEntries(optionPair.split('|').map((kv) => kv.split(':'))),
      quantity,
      available: quantity > 0,
    }));
  const quantity = items.reduce((n, i) => n + i.quantity, 0);
  return { productId: 1, optionPair: pair, available: quantity > 0, quantity, items };
}

function setup() {
  const s = setupStores();
  s.server.on('GET', 'productDetailManagement/productDetail/1', () =>
    json({
      ...wireProduct(1, { hasOptions: true }),
      description: '<p>Tea <script>x()</script></p>',
      options,
      specs: [],
    }),
  );
  s.server.on('GET', 'productManagement2/products/relatedProducts/1', () => json([wireProduct(7), wireProduct(8)]));
  s.server.on('GET', INVENTORY, (req) => json(inventoryAnswer(req.query.get('optionPair'))));
  return s;
}

const pairsAsked = (s: ReturnType<typeof setup>) =>
  s.server.calls(INVENTORY).map((r) => new URL(r.url, 'http://x').searchParams.get('optionPair'));

describe('ProductStore', () => {
  test('loads detail, related products and every combination of stock', async () => {
    const s = setup();
    const product = s.root.catalogue.product(1);
    await product.load();
    expect(product.status).toBe('ready');
    expect(product.detail?.name).toBe('Product 1');
    expect(JSON.stringify(product.detail?.description)).not.toContain('script');
    expect(product.related.map((p) => p.id)).toEqual([7, 8]);
    expect(product.stock).toEqual({ kind: 'choose' });
    expect(product.canAdd).toBe(false);
    expect(pairsAsked(s)).toEqual([null]);
  });

  test('choosing options queries inventory and disables what is out of stock', async () => {
    const s = setup();
    const product = s.root.catalogue.product(1);
    await product.load();
    expect(product.isAvailable('colour', 'White')).toBe(true);
    await product.select('size', 'Small');
    expect(pairsAsked(s)).toEqual([null, 'size:Small']);
    expect(product.isAvailable('colour', 'White')).toBe(false);
    expect(product.isAvailable('colour', 'Celadon')).toBe(true);
    await product.select('colour', 'Celadon');
    expect(pairsAsked(s)).toEqual([null, 'size:Small', 'size:Small|colour:Celadon']);
    expect(product.stock).toEqual({ kind: 'in-stock', quantity: 12 });
    expect(product.canAdd).toBe(true);
    await product.select('size', 'Large');
    expect(product.stock).toEqual({ kind: 'in-stock', quantity: 5 });
    expect(product.isAvailable('colour', 'White')).toBe(true);
  });

  test('quantity stays within 1..stock', async () => {
    const s = setup();
    const product = s.root.catalogue.product(1);
    await product.load();
    await product.select('size', 'Large');
    await product.select('colour', 'White');
    product.setQuantity(10);
    expect(product.quantity).toBe(3);
    product.setQuantity(0);
    expect(product.quantity).toBe(1);
  });

  test('a late stock answer for an older choice is dropped', async () => {
    const s = setup();
    const product = s.root.catalogue.product(1);
    await product.load();
    const slow = deferred<TransportResponse>();
    s.server.on('GET', INVENTORY, (req) =>
      req.query.get('optionPair') === 'size:Small' ? slow.promise : json(inventoryAnswer(req.query.get('optionPair'))),
    );
    const first = product.select('size', 'Small');
    await product.select('size', 'Large');
    slow.resolve(json(inventoryAnswer('size:Small')));
    await first;
    expect(product.selection).toEqual({ size: 'Large' });
    expect(product.selectionStock?.optionPair).toBe('size:Large');
  });

  test('add to cart needs a complete choice in stock', async () => {
    const s = setup();
    const product = s.root.catalogue.product(1);
    await product.load();
    expect(product.canAdd).toBe(false);
    expect(await product.addToCart()).toBe('unavailable');
    expect(s.server.calls('shoppingManagement4/myCart', 'POST')).toHaveLength(0);
  });

  test('add to cart posts the product, optionPair and quantity, and shows the new cart', async () => {
    const s = setup();
    s.server.on('POST', 'shoppingManagement4/myCart', (req) =>
      json({
        itemCount: 2,
        lineItems: {
          l1: {
            lineId: 'l1',
            productId: 1,
            name: 'Product 1',
            optionPair: 'size:Large|colour:White',
            quantity: 2,
            unitPrice: 8900,
          },
        },
        echo: req.json,
      }),
    );
    const product = s.root.catalogue.product(1);
    await product.load();
    await product.select('size', 'Large');
    await product.select('colour', 'White');
    product.setQuantity(2);
    expect(await product.addToCart()).toBe('added');
    const post = s.server.calls('shoppingManagement4/myCart', 'POST')[0];
    expect(JSON.parse(post.body!)).toEqual({
      productId: 1,
      optionPair: 'size:Large|colour:White',
      quantity: 2,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/),
    });
    expect(s.root.cart.count).toBe(1);
  });

  test('a refused add shows the server message and checks stock again', async () => {
    const s = setup();
    s.server.on('POST', 'shoppingManagement4/myCart', () => apiError(409, 'Only 1 left'));
    const product = s.root.catalogue.product(1);
    await product.load();
    await product.select('size', 'Large');
    await product.select('colour', 'White');
    const before = s.server.calls(INVENTORY).length;
    expect(await product.addToCart()).toBe('failed');
    expect(product.addError?.message).toBe('Only 1 left');
    await new Promise((r) => setTimeout(r, 0));
    expect(s.server.calls(INVENTORY).length).toBe(before + 1);
  });

  test('a product that is not there is an error state', async () => {
    const s = setup();
    s.server.on('GET', 'productDetailManagement/productDetail/1', () => apiError(404, 'No product with id 1'));
    const product = s.root.catalogue.product(1);
    await product.load();
    expect(product.status).toBe('error');
    expect(product.error?.message).toBe('No product with id 1');
  });

  test('a product without options is complete and buyable when in stock; sold out says so', async () => {
    const s = setup();
    s.server.on('GET', 'productDetailManagement/productDetail/1', () =>
      json({ ...wireProduct(1), description: '', options: [] }),
    );
    s.server.on('GET', INVENTORY, () =>
      json({
        productId: 1,
        optionPair: null,
        available: true,
        quantity: 25,
        items: [{ optionPair: '', options: {}, quantity: 25, available: true }],
      }),
    );
    const product = s.root.catalogue.product(1);
    await product.load();
    expect(product.stock).toEqual({ kind: 'in-stock', quantity: 25 });
    expect(product.canAdd).toBe(true);
    s.server.on('GET', INVENTORY, () =>
      json({
        productId: 1,
        optionPair: null,
        available: false,
        quantity: 0,
        items: [{ optionPair: '', options: {}, quantity: 0, available: false }],
      }),
    );
    await product.queryStock();
    expect(product.stock).toEqual({ kind: 'out-of-stock' });
    expect(product.canAdd).toBe(false);
  });
});
