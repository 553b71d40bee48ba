import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { leaveUnknownPage, routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { ContentPage, useContentPage } from '@/components/content-page';
import { PageShell } from '@/components/page-shell';

/**
 * A general content page at a top-level path (`/about`: spec 2.3 `page/X` -> `/X`), from
 * common3/pageContent. A path that names no page is an unknown path: it goes to `/` (spec 2.1).
 */
function GeneralPage() {
  const { app } = useStores();
  const store = useContentPage(routeParams().pageName);
  const missing = store.status === 'missing';
  useEffect(() => {
    if (missing) leaveUnknownPage();
  }, [missing]);
  usePageTitle(store.page?.title ?? '', app.storeName);
  return (
    <PageShell>
      <ContentPage store={store} fallbackTitle="" />
    </PageShell>
  );
}

export default observer(GeneralPage);
