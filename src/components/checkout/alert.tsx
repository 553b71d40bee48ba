import { useEffect, useRef } from 'react';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import './checkout.scss';

/**
 * A message box. 'error' is an alert (announced at once; spec 8: the first message); 'info' and
 * 'success' are polite status messages. `focusKey` changes move the reading focus to it (H5).
 */
export function Alert({
  kind,
  children,
  focusKey,
}: {
  kind: 'error' | 'info' | 'success';
  children: React.ReactNode;
  focusKey?: number;
}) {
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (focusKey && ref.current && typeof ref.current.focus === 'function') ref.current.focus();
  }, [focusKey]);
  return (
    <View
      className={`co-alert co-alert--${kind}`}
      ref={ref as never}
      {...(focusKey ? { tabIndex: -1 } : {})}
      {...a11y(kind === 'error' ? { role: 'alert' } : { role: 'status', live: 'polite' })}
    >
      <Text className="co-alert__text">{children}</Text>
    </View>
  );
}
