import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import './index.scss';

export interface EmptyStateProps {
  /** The screen's heading, when the empty state is the whole screen. */
  title?: string;
  /** What is (not) here. */
  message: string;
  /** Where to go instead (the catalogue by default). */
  actionLabel: string;
  actionHref?: string;
}

/** Nothing to show: says so and invites the shopper back to the catalogue. */
export function EmptyState({ title, message, actionLabel, actionHref = '/store' }: EmptyStateProps) {
  return (
    <View className="empty-state" {...a11y({ role: 'status' })}>
      <View className="empty-state__art" {...a11y({ hidden: true })} />
      {title && (
        <Text className="empty-state__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
      )}
      <Text className="empty-state__message">{message}</Text>
      <AppLink href={actionHref} className="empty-state__action">
        {actionLabel}
      </AppLink>
    </View>
  );
}
