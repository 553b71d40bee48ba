import { RootStore } from '@/stores/RootStore';
import { createApi } from '@/services/api';
import { createHttp } from '@/services/http';
import type { CurrentLocation } from '@/platform/location';
import { createFakePlatform } from '../support/fakePlatform';
import { createFakeServer, json } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import type { AppInfo } from '@api-types';

export function messagesFor(locale: 'en' | 'zh') {
  return locale === 'en' ? { istore_store_tagline: 'Fresh every day' } : { istore_store_tagline: '每天新鲜' };
}

/** A fake istore with app info, locale, rates and cart routes, and a RootStore over it. */
export function setupStores(
  options: {
    info?: Partial<AppInfo>;
    location?: Partial<CurrentLocation>;
    storage?: Record<string, unknown>;
  } = {},
) {
  const server = createFakeServer();
  server.cookies.set('XSRF-TOKEN', 'tok');
  let serverLocale: 'en' | 'zh' = 'en';
  server.on('GET', 'common3/appInfoInit', () => json(appInfo(options.info, serverLocale)));
  for (const l of ['en', 'zh'] as const) {
    server.on('GET', `common3/changeLocale/${l}`, () => {
      serverLocale = l;
      return json({ currentLocale: l, applicationMessage: { messages: messagesFor(l) } });
    });
  }
  server.on('GET', 'common3/exchangeRates/USD', () =>
    json({ baseCurrency: 'CAD', rates: { USD: '0.73', CNY: '5.2' } }),
  );
  server.on('GET', 'shoppingManagement4/myCart', () =>
    json({ itemCount: 3, lineItems: { a: { qty: 2 }, b: { qty: 1 } } }),
  );
  const platform = createFakePlatform(server, { location: options.location, storage: options.storage });
  const api = createApi(createHttp({ transport: server.transport, cookies: server.cookies }));
  const root = new RootStore({ api, platform });
  return { server, platform, api, root, setServerLocale: (l: 'en' | 'zh') => (serverLocale = l) };
}
