import { PropsWithChildren, useState } from 'react';
import { useLaunch } from '@tarojs/taro';
import { StoreProvider } from '@/stores/context';
import { createRootStore } from '@/stores/createRootStore';
import { dismissHtmlShell } from '@/platform/html-shell';
import { installNotFoundRedirect, preloadAreas } from '@/platform/navigation';
import { installChunkRecovery } from '@/platform/chunk-recovery';
import { registerServiceWorker } from '@/platform/service-worker';
import './app.scss';

// Before the router resolves the first URL, or an unknown entry URL renders nothing.
installNotFoundRedirect();
// A page from before a deployment whose chunk is gone reloads once; the offline worker (H5 builds).
installChunkRecovery();
registerServiceWorker();

function App({ children }: PropsWithChildren) {
  // One RootStore for the app's life; start-up never rejects (errors live in the stores).
  const [root] = useState(createRootStore);

  useLaunch(() => {
    // pages without the page shell still take the HTML's first screen away once start-up is done
    void root.init().then(() => {
      dismissHtmlShell();
      preloadAreas();
    });
  });

  return <StoreProvider store={root}>{children}</StoreProvider>;
}

export default App;
