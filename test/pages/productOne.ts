/** Shared set-up of the product page tests: product 1 on a phone. */
import type { TransportResponse } from '@/platform/transport';
import { json } from '../support/fakeServer';
import { wireProduct } from '../support/catalogue';
import { setupStores } from '../stores/helpers';
import { device } from '../components/shellHelpers';

/** Stores on a phone at /store/product/1, the server answering its detail, related products and (if given) stock. */
export function productOne(stock?: () => TransportResponse) {
  window.history.pushState({}, '', '/store/product/1');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'productDetailManagement/productDetail/1', () =>
    json({ ...wireProduct(1), description: '<p>Tea</p>', options: [], specs: [] }),
  );
  stores.server.on('GET', 'productManagement2/products/relatedProducts/1', () => json([]));
  if (stock) stores.server.on('GET', 'inventoryManagement/inventoryByProductAndOptions/1', stock);
  return stores;
}
