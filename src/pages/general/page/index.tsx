import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { navigate, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { ContentPage } from '@/components/content-page';
import { PageShell } from '@/components/page-shell';

/**
 * A general content page at a top-level path (`/about`: spec 2.3 `page/X` -> `/X`), from
 * common3/pageContent. A path that names no page is an unknown path: it goes to `/` (spec 2.1).
 */
function GeneralPage() {
  const { catalogue, session, app } = useStores();
  const [store] = useState(() => catalogue.contentPage(routeParams().pageName));
  useEffect(() => {
    void store.load();
  }, [store]);
  const missing = store.status === 'missing';
  useEffect(() => {
    if (missing) navigate('/', { replace: true });
  }, [missing]);
  const t = session.t;
  usePageTitle(store.page?.title ?? '', app.storeName);
  return (
    <PageShell>
      <ContentPage
        store={store}
        fallbackTitle=""
        loadingLabel={t('istore_content_loading')}
        errorTitle={t('istore_content_error')}
        retryLabel={t('istore_common_retry')}
      />
    </PageShell>
  );
}

export default observer(GeneralPage);
