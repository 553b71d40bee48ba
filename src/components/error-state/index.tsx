import { useEffect, useLayoutEffect, useRef } from 'react';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { onNetworkChange } from '@/platform/network';
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

/** How long after the connection returns the failed load is tried again. */
const ONLINE_RETRY_MS = 1000;

/**
 * Something failed: says what, and offers the next step (try again). When the connection comes
 * back it tries again by itself: the page recovers without a reload.
 */
export function ErrorState({ title, detail, retryLabel, onRetry, inline = false }: ErrorStateProps) {
  const retry = useRef(onRetry);
  // The latest callback, set after each render (not during it) for the handlers to call.
  useLayoutEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onNetworkChange((online) => {
      clearTimeout(timer);
      // the connection is announced a moment before requests get through
      if (online) timer = setTimeout(() => retry.current(), ONLINE_RETRY_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
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
