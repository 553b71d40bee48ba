import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import './index.scss';

export interface EmptyStateProps {
  /** What is (not) here. */
  message: string;
  /** Where to go instead (the catalogue by default). */
  actionLabel: string;
  actionHref?: string;
}

/** Nothing to show: says so and invites the shopper back to the catalogue. */
export function EmptyState({ message, actionLabel, actionHref = '/store' }: EmptyStateProps) {
  return (
    <View className="empty-state" {...a11y({ role: 'status' })}>
      <View className="empty-state__art" {...a11y({ hidden: true })} />
      <Text className="empty-state__message">{message}</Text>
      <AppLink href={actionHref} className="empty-state__action">
        {actionLabel}
      </AppLink>
    </View>
  );
}
