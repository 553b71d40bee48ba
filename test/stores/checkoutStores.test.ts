/**
 * The checkout and payment stores load with the pages that use them, not with the first screen.
 * Jest gives every test file its own module registry, so this file starts with them unloaded.
 */
import { setupStores } from './helpers';

describe('checkout stores on demand', () => {
  it('before their module loads, reading them fails with a message naming the import', () => {
    const { root } = setupStores();
    expect(() => root.checkout).toThrow('import @/stores/checkoutStores');
    expect(() => root.payment).toThrow('import @/stores/checkoutStores');
  });

  it('once loaded they are built on first use, once per RootStore, and see the same root', async () => {
    await import('@/stores/checkoutStores');
    const { root } = setupStores();
    const other = setupStores().root;
    expect(root.checkout).toBe(root.checkout);
    expect(root.payment).toBe(root.payment);
    expect(root.checkout).not.toBe(other.checkout);
    // the payment store reads the billing the checkout store holds: one pair, wired together
    expect(root.payment.billing).toBe(root.checkout.billing);
  });

  it('the confirmation and order stores bring them along', async () => {
    jest.resetModules();
    await import('@/stores/ConfirmationStore');
    const { setupStores: fresh } = await import('./helpers');
    expect(() => fresh().root.payment).not.toThrow();
    jest.resetModules();
    await import('@/stores/OrdersStore');
    const again = await import('./helpers');
    expect(() => again.setupStores().root.checkout).not.toThrow();
  });
});

describe('checkout API clients on demand', () => {
  it('reading api.checkout before its module loads fails with a message naming the import', async () => {
    jest.resetModules();
    const { createApi } = await import('@/services/api');
    const { createHttp } = await import('@/services/http');
    const { createFakeServer } = await import('../support/fakeServer');
    const api = createApi(createHttp({ transport: createFakeServer().transport }));
    expect(() => api.checkout).toThrow('import @/services/checkoutApis');
    expect(() => api.orders).toThrow('import @/services/checkoutApis');
    // the first screen's clients are there from the start
    expect(typeof api.catalogue).toBe('object');
    await import('@/services/checkoutApis');
    expect(api.payment).toBe(api.payment);
  });

  it('the checkout stores module brings them along', async () => {
    jest.resetModules();
    await import('@/stores/checkoutStores');
    const { setupStores: fresh } = await import('./helpers');
    expect(typeof fresh().api.orders.list).toBe('function');
  });
});
