import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { BLOG_PAGE_NAME } from '@/domain/content';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { ContentPage } from '@/components/content-page';
import { PageShell } from '@/components/page-shell';

/** `/blog`: the blog area's index, the store's `blog` content page (spec 1: content not shown). */
function BlogPage() {
  const { catalogue, session, app } = useStores();
  const [store] = useState(() => catalogue.contentPage(BLOG_PAGE_NAME));
  useEffect(() => {
    void store.load();
  }, [store]);
  const t = session.t;
  const title = store.page?.title || t('istore_blog_title');
  usePageTitle(title, app.storeName);
  return (
    <PageShell>
      <ContentPage
        store={store}
        fallbackTitle={t('istore_blog_title')}
        loadingLabel={t('istore_content_loading')}
        errorTitle={t('istore_content_error')}
        retryLabel={t('istore_common_retry')}
        missing={{ message: t('istore_blog_empty'), actionLabel: t('istore_common_back_to_shop') }}
      />
    </PageShell>
  );
}

export default observer(BlogPage);
