/**
 * The app's real wiring: this target's platform, the configured API origin, one RootStore.
 * Tests build `new RootStore({ api, platform })` with fakes instead.
 */
import { platform as defaultPlatform, type Platform } from '@/platform/platform';
import { createApi } from '@/services/api';
import { API_ORIGIN, DEFAULT_TIMEOUT_MS } from '@/services/config';
import { autorun } from 'mobx';
import { createHttp, setErrorTexts } from '@/services/http';
import { readBootAppInfo, takeEarlyAppInfo } from '@/platform/html-shell';
import { RootStore } from './RootStore';

export function createRootStore(platform: Platform = defaultPlatform): RootStore {
  // the stored language (the one source of truth, docs/architecture.md) goes with every request
  let root: RootStore | null = null;
  const http = createHttp({
    origin: API_ORIGIN,
    transport: platform.transport,
    cookies: platform.cookies,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    locale: () => (root?.session.localeChosen ? root.session.locale : null),
  });
  root = new RootStore({ api: createApi(http), platform });
  const session = root.session;
  autorun(() => {
    const t = session.t;
    setErrorTexts({
      NETWORK_ERROR: t('istore_common_network_error'),
      TIMEOUT: t('istore_common_timeout'),
      BAD_RESPONSE: t('istore_common_bad_response'),
      HTTP: t('istore_common_http_error'),
      OFFLINE: t('istore_common_offline'),
    });
  });
  // the page may carry app info already (H5 from the reference server): no wait for the first frame
  // ...or a static host's preload script has asked for it already (config/page-chunks.ts)
  const early = takeEarlyAppInfo();
  if (!root.app.hydrate(readBootAppInfo()) && early) root.app.expectEarly(early);
  return root;
}
