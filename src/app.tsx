import { PropsWithChildren, useState } from 'react';
import { useLaunch } from '@tarojs/taro';
import { DEFAULT_LOCALE } from '@/domain/constants';
import { createTranslator } from '@/i18n/translator';
import { StoreProvider } from '@/stores/context';
import { createRootStore } from '@/stores/createRootStore';
import { startFirstScreenData } from '@/stores/firstScreenData';
import { loadShopperListsLater } from '@/stores/loadShopperLists';
import { dismissHtmlShell } from '@/platform/html-shell';
import { entryRoute, installNotFoundRedirect, preloadAreas } from '@/platform/navigation';
import { installRouteFailureNotice } from '@/platform/route-failure';
import { registerServiceWorker } from '@/platform/service-worker';
import { keepNavigationBarTitleText } from '@/platform/title';
import type { RootStore } from '@/stores/RootStore';
import { startFieldVitals } from '@/platform/field-vitals';
import { API_ORIGIN } from '@/services/config';
// the browser's install offer may come before the install banner's chunk: kept from the start
import '@/platform/install';
import './app.scss';

// Before the router resolves the first URL, or an unknown entry URL renders nothing.
installNotFoundRedirect();
// Titles carry shoppers' data: the router's navigation bar must take them as text (platform/title.ts).
keepNavigationBarTitleText();
// the offline worker (production H5 builds only)
registerServiceWorker();
// a page whose code cannot be loaded (offline, never opened here) says so instead of a blank page
let theRoot: RootStore | null = null;
installRouteFailureNotice(() => theRoot?.session.t ?? createTranslator(DEFAULT_LOCALE));

function App({ children }: PropsWithChildren) {
  // One RootStore for the app's life; start-up never rejects (errors live in the stores).
  const [root] = useState(() => (theRoot = createRootStore()));

  useLaunch(() => {
    // pages without the page shell still take the HTML's first screen away once start-up is done
    const started = root.init();
    // the first page's data goes out now, beside its code (not once the code has come), after app
    // info (asked for first: the page is laid out once it is in)
    startFirstScreenData(root, entryRoute());
    void started.then(() => {
      dismissHtmlShell();
      preloadAreas();
      loadShopperListsLater(root);
      // real visits' speed, sampled by the store's setting (after the first screen, never in it)
      startFieldVitals(API_ORIGIN);
    });
  });

  return <StoreProvider store={root}>{children}</StoreProvider>;
}

export default App;
