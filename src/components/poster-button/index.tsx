import { Suspense, useState, type ComponentType } from 'react';
import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { AppButton } from '@/platform/button';
import { lazyPart } from '@/platform/lazy-part';
import { useStores } from '@/stores/context';
import type { PosterSheetProps, PosterSubject } from '@/components/poster-sheet';
import './index.scss';
import '@/i18n/poster';

/*
 * The poster's drawing code (layout, canvas, QR encoder) is not part of any page's first load: on
 * H5 it comes in its own chunk when the shopper opens the poster; the mini-program has no async
 * chunks, so there it is an ordinary import.
 */
const Sheet: ComponentType<PosterSheetProps> =
  process.env.TARO_ENV === 'h5'
    ? lazyPart(() =>
        import(/* webpackChunkName: "poster-sheet" */ '@/components/poster-sheet').then((m) => m.PosterSheet),
      )
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no async chunks
      (require('@/components/poster-sheet') as typeof import('@/components/poster-sheet')).PosterSheet;

export interface PosterButtonProps {
  subject: PosterSubject;
  className?: string;
}

/** Opens the share poster of a product or a group buy (its sheet loads on the first press). */
export const PosterButton = observer(function PosterButton({ subject, className }: PosterButtonProps) {
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <AppButton
        className={`poster-button ${className ?? ''}`.trim()}
        haspopup="dialog"
        onPress={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Text className="poster-button__text">{session.t('istore_poster_open')}</Text>
      </AppButton>
      {used && (
        <Suspense fallback={null}>
          <Sheet open={open} onClose={() => setOpen(false)} subject={subject} />
        </Suspense>
      )}
    </>
  );
});
