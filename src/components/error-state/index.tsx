import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import './index.scss';

export interface ErrorStateProps {
  /** What failed, in the shopper's words. */
  title: string;
  /** The server's or client's message (optional detail). */
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  /** Inline under a list (what was loaded stays above it) rather than a whole-screen block. */
  inline?: boolean;
}

/** Something failed: says what, and offers the next step (try again). */
export function ErrorState({ title, detail, retryLabel, onRetry, inline = false }: ErrorStateProps) {
  return (
    <View className={`error-state${inline ? ' error-state--inline' : ''}`} {...a11y({ role: 'alert' })}>
      <Text className="error-state__title">{title}</Text>
      {detail && detail !== title && <Text className="error-state__detail">{detail}</Text>}
      <AppButton className="error-state__retry" onPress={onRetry}>
        {retryLabel}
      </AppButton>
    </View>
  );
}
