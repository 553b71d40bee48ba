import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import type { ContentPageStore } from '@/stores/ContentPageStore';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { RichDescription } from '@/components/rich-description';
import { TextSkeleton } from '@/components/skeletons';
import './index.scss';

export interface ContentPageProps {
  store: ContentPageStore;
  /** Shown while the page loads and as the heading when the page has no title of its own. */
  fallbackTitle: string;
  loadingLabel: string;
  errorTitle: string;
  retryLabel: string;
  /** What a missing page says (the general pages leave instead: the path is unknown). */
  missing?: { message: string; actionLabel: string };
}

/** A server content page: its title, its sanitised body; a skeleton while it loads; a retry on failure. */
export const ContentPage = observer(function ContentPage(props: ContentPageProps) {
  const { store, fallbackTitle, loadingLabel, errorTitle, retryLabel, missing } = props;
  const { page, status } = store;
  const title = page?.title || fallbackTitle;
  return (
    <View className="content-page">
      {title && (
        <Text className="content-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
      )}
      {status === 'loading' && !page && (
        <TextSkeleton lines={4} label={loadingLabel} />
      )}
      {page && <RichDescription nodes={store.body} className="content-page__body" />}
      {status === 'error' && (
        <ErrorState
          title={errorTitle}
          detail={store.error?.message}
          retryLabel={retryLabel}
          onRetry={() => void store.load()}
          inline={!!page}
        />
      )}
      {status === 'missing' && missing && <EmptyState message={missing.message} actionLabel={missing.actionLabel} />}
    </View>
  );
});
