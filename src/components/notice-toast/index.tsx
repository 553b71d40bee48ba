import { Suspense, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import './index.scss';

/*
 * taro-ui's toast carries its icons as inline PNGs: 17 KB of gzip, in the first screen of every
 * page that can confirm something (My Account, addresses, favourites), for a toast that shows only
 * after the shopper saved something. On H5 it comes in its own chunk with the first notice (the
 * status line below announces it at once meanwhile); the mini-program has no async chunks, so
 * there it is an ordinary import.
 */
type ToastProps = ComponentProps<typeof import('taro-ui/lib/components/toast').default>;

const AtToast: ComponentType<ToastProps> =
  process.env.TARO_ENV === 'h5'
    ? lazy<ComponentType<ToastProps>>(() =>
        import(/* webpackChunkName: "notice-toast" */ 'taro-ui/lib/components/toast').catch(() => ({
          // a chunk that cannot come (offline, or gone after a deployment: chunk-recovery reloads
          // then) leaves the notice to the status line rather than taking the page down with it
          default: () => null,
        })),
      )
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no async chunks
      (require('taro-ui/lib/components/toast') as typeof import('taro-ui/lib/components/toast')).default;

export interface NoticeToastProps {
  /** The confirmation to show; null hides it. */
  text: string | null;
  /** Changes with every new notice (the same text twice shows twice). */
  seq: number;
  onClose: () => void;
}

/** A short confirmation ("Address saved.") as taro-ui's toast, also announced to screen readers. */
export function NoticeToast({ text, seq, onClose }: NoticeToastProps) {
  // the toast's code is asked for with the first notice, and kept for the next ones
  const [wanted, setWanted] = useState(!!text);
  if (text && !wanted) setWanted(true);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <AtToast key={seq} isOpened={!!text} text={text ?? ''} duration={2500} onClose={onClose} />
        </Suspense>
      )}
      <View className="notice-toast__live" {...a11y({ role: 'status', live: 'polite' })}>
        <Text>{text ?? ''}</Text>
      </View>
    </>
  );
}
