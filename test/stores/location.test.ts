import { json } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { setupStores } from './helpers';

function multiLocation() {
  const base = appInfo();
  return {
    systemSettings: {
      ...base.systemSettings,
      appConfig: { ...base.systemSettings.appConfig, enableMultiLocationSelection: true },
    },
  };
}

function withSelectRoute(server: ReturnType<typeof setupStores>['server']) {
  server.on('POST', 'common3/setSelectedStoreLocation', (req) =>
    json({ locid: (req.json as { locationId: string }).locationId, locname: 'ignored' }),
  );
}

it('lists provinces, and opens the picker by itself when enabled and nothing is chosen', async () => {
  const { root } = setupStores({ info: multiLocation() });
  expect(root.location.shouldAutoOpenPicker).toBe(false); // not before app info
  await root.init();
  expect(root.location.enabled).toBe(true);
  expect(root.location.provinces).toEqual(['ON', 'BC']);
  expect(root.location.shouldAutoOpenPicker).toBe(true);
});

it('choose saves the location, reloads app info and cart, then reloads the page', async () => {
  const { root, server, platform } = setupStores({ info: multiLocation(), location: { path: '/store/productlist' } });
  withSelectRoute(server);
  await root.init();
  const next = await root.location.choose('loc-2');
  expect(next).toEqual({ kind: 'reload' });
  expect(root.session.location).toEqual({ id: 'loc-2', name: 'Harbour' });
  expect(root.location.selectedName).toBe('Harbour');
  expect(root.location.shouldAutoOpenPicker).toBe(false);
  expect(server.calls('common3/appInfoInit')).toHaveLength(2);
  expect(server.calls('shoppingManagement4/myCart')).toHaveLength(2);
  expect(server.calls('common3/setSelectedStoreLocation')[0].headers['X-XSRF-TOKEN']).toBe('tok');
  expect(platform.reload).toHaveBeenCalledTimes(1);
});

it('on checkout pages it answers where to go instead of reloading', async () => {
  const { root, server, platform } = setupStores({ info: multiLocation(), location: { path: '/checkout/payment' } });
  withSelectRoute(server);
  await root.init();
  await expect(root.location.choose('loc-1')).resolves.toEqual({
    kind: 'navigate',
    url: '/checkout/cart?locationChange=true',
  });
  expect(platform.reload).not.toHaveBeenCalled();
});
