import { observer } from 'mobx-react-lite';
import { BLOG_PAGE_NAME } from '@/domain/content';
import { usePageTitle } from '@/platform/title';
import { useStores } from '@/stores/context';
import { ContentPage, useContentPage } from '@/components/content-page';
import { PageShell } from '@/components/page-shell';

/** `/blog`: the blog area's index, the store's `blog` content page (spec 1: content not shown). */
function BlogPage() {
  const { session, app } = useStores();
  const store = useContentPage(BLOG_PAGE_NAME);
  const t = session.t;
  usePageTitle(store.page?.title || t('istore_blog_title'), app.storeName);
  return (
    <PageShell>
      <ContentPage
        store={store}
        fallbackTitle={t('istore_blog_title')}
        missing={{ message: t('istore_blog_empty'), actionLabel: t('istore_common_back_to_shop') }}
      />
    </PageShell>
  );
}

export default observer(BlogPage);
