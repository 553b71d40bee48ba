import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import type { ContentPageStore } from '@/stores/ContentPageStore';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { RichDescription } from '@/components/rich-description';
import { TextSkeleton } from '@/components/skeletons';
import './index.scss';

/** The screen's store for the content page `segment` names, loading once on mount. */
export function useContentPage(segment: string | null | undefined): ContentPageStore {
  const { catalogue } = useStores();
  const [store] = useState(() => catalogue.contentPage(segment));
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
}

export interface ContentPageProps {
  store: ContentPageStore;
  /** Shown while the page loads and as the heading when the page has no title of its own. */
  fallbackTitle: string;
  /** What a missing page says (the general pages leave instead: the path is unknown). */
  missing?: { message: string; actionLabel: string };
}

/** A server content page: its title, its sanitised body; a skeleton while it loads; a retry on failure. */
export const ContentPage = observer(function ContentPage({ store, fallbackTitle, missing }: ContentPageProps) {
  const t = useStores().session.t;
  const { page, status } = store;
  const title = page?.title || fallbackTitle;
  return (
    <View className="content-page">
      {title && (
        <Text className="content-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
      )}
      {status === 'loading' && !page && <TextSkeleton lines={4} label={t('istore_content_loading')} />}
      {page && <RichDescription nodes={store.body} className="content-page__body" />}
      {status === 'error' && (
        <ErrorState
          title={t('istore_content_error')}
          detail={store.error?.message}
          retryLabel={t('istore_common_retry')}
          onRetry={() => void store.load()}
          inline={!!page}
        />
      )}
      {status === 'missing' && missing && <EmptyState message={missing.message} actionLabel={missing.actionLabel} />}
    </View>
  );
});
