/** Wire-shaped catalogue data (types/catalogue.ts) for tests. */

/** A wire product (types/catalogue.ts Product), complete unless a test breaks it. */
export function wireProduct(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    sku: `MJ-${id}`,
    name: `Product ${id}`,
    nameContent: { en: `Product ${id}`, zh: `商品 ${id}` },
    productType: 'PRODUCT',
    recordStatus: 'ACTIVE',
    categoryName: 'tea-sets',
    brandName: 'JadeGarden',
    brandDisplayName: 'Jade Garden',
    tags: ['gift'],
    price: 8900,
    listPrice: 8900,
    currencyCode: 'CAD',
    clearance: false,
    imageURL: `/media/products/${id}.svg`,
    width: 600,
    height: 600,
    images: [
      { imageURL: `/media/products/${id}.svg`, width: 600, height: 600, alt: `Product ${id}` },
      { imageURL: `/media/products/${id}-2.svg`, width: 600, height: 600, alt: `Product ${id}` },
    ],
    thumbnail: { imageURL: `/media/products/${id}-thumb.svg`, width: 300, height: 300, alt: `Product ${id}` },
    available: true,
    hasOptions: false,
    createdDate: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A deferred promise, to hold an answer until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Products 1..n in order, for paging tests. */
export function wireProducts(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => wireProduct(from + i));
}
