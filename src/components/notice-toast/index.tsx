import { Suspense, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { Toast } from '@/platform/toast';
import './index.scss';

export interface NoticeToastProps {
  /** The confirmation to show; null hides it. */
  text: string | null;
  /** Changes with every new notice (the same text twice shows twice). */
  seq: number;
  onClose: () => void;
}

/** A short confirmation ("Address saved.") as taro-ui's toast, also announced to screen readers. */
export function NoticeToast({ text, seq, onClose }: NoticeToastProps) {
  // on H5 the toast's code (platform/toast) is asked for with the first notice, and kept for the next ones
  const [wanted, setWanted] = useState(!!text);
  if (text && !wanted) setWanted(true);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <Toast key={seq} isOpened={!!text} text={text ?? ''} duration={2500} onClose={onClose} />
        </Suspense>
      )}
      <View className="notice-toast__live" {...a11y({ role: 'status', live: 'polite' })}>
        <Text>{text ?? ''}</Text>
      </View>
    </>
  );
}
