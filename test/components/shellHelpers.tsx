/** Shared set-up of the shell's component tests: a RootStore over the fake istore, a device. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import type { AppInfo } from '@api-types';
import type { DeviceKind } from '@/domain/device';
import type { DeviceInfo } from '@/platform/device';
import type { CurrentLocation } from '@/platform/location';
import { StoreProvider } from '@/stores/context';
import { json } from '../support/fakeServer';
import { setupStores } from '../stores/helpers';

const FLAGS: Record<DeviceKind, DeviceInfo['flags']> = {
  miniProgram: { miniProgram: true, wechatBrowser: false, alipay: false, mobile: true },
  wechat: { miniProgram: false, wechatBrowser: true, alipay: false, mobile: true },
  alipay: { miniProgram: false, wechatBrowser: false, alipay: true, mobile: true },
  mobile: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: true },
  desktop: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: false },
};

export function device(kind: DeviceKind): DeviceInfo {
  return { kind, flags: { ...FLAGS[kind] } };
}

/** A signed-in shopper as app info carries one. */
export const SIGNED_IN: Partial<AppInfo> = {
  user: { userID: 'u1', email: 'ann@example.com', firstName: 'Ann' },
  userID: 'u1',
  lastLoginDate: '2026-11-01T10:00:00Z',
};

export interface ShellSetup {
  info?: Partial<AppInfo>;
  /** Edits the whole app info after the fixture is built. */
  edit?: (info: AppInfo) => void;
  kind?: DeviceKind;
  location?: Partial<CurrentLocation>;
  storage?: Record<string, unknown>;
}

/** Stores over the fake istore, loaded (app info + cart), with the device and extra routes. */
export async function loadedStores(setup: ShellSetup = {}) {
  const stores = setupStores({ info: setup.info, location: setup.location, storage: setup.storage });
  const { server, platform } = stores;
  if (setup.edit) {
    const { appInfo } = await import('../support/fixtures');
    server.on('GET', 'common3/appInfoInit', () => {
      const info = appInfo(setup.info);
      setup.edit!(info);
      return json(info);
    });
  }
  Object.assign(platform, { getDevice: (): DeviceInfo => device(setup.kind ?? 'mobile') });
  server.on('POST', 'common3/setSelectedStoreLocation', (req) => {
    const id = (req.json as { locationId: string }).locationId;
    return json({ locid: id, locname: id === 'loc-2' ? 'Harbour' : 'Downtown' });
  });
  server.on('GET', 'common3/exchangeRates/CNY', () => json({ baseCurrency: 'CAD', rates: { CNY: '5.2' } }));
  await act(() => stores.root.init());
  return stores;
}

/**
 * Stores over the fake istore whose app info turns multi-location on (spec 4: the picker opens by
 * itself on a first visit), on a phone; app info not loaded yet.
 */
export function multiLocationStores() {
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'common3/appInfoInit', () => {
    const info = jest.requireActual<typeof import('../support/fixtures')>('../support/fixtures').appInfo();
    info.systemSettings.appConfig.enableMultiLocationSelection = true;
    return json(info);
  });
  return stores;
}

export function renderIn(root: Parameters<typeof StoreProvider>[0]['store'], ui: ReactElement) {
  return render(<StoreProvider store={root}>{ui}</StoreProvider>);
}
