import { Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { lazyPart } from '@/platform/lazy-part';
import { useStores } from '@/stores/context';
import type { FavouriteButtonProps } from './index';

/*
 * The heart's code is not part of the first screen: on H5 it comes in its own chunk the first
 * time a heart can show (the shopper lists are in and the server offers favourites); the
 * mini-program has no async chunks, so there it is an ordinary import.
 */
const Button: ComponentType<FavouriteButtonProps> =
  process.env.TARO_ENV === 'h5'
    ? lazyPart(() => import(/* webpackChunkName: "favourite-button" */ './index').then((m) => m.FavouriteButton))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no async chunks
      (require('./index') as typeof import('./index')).FavouriteButton;

/** FavouriteButton, loaded when it can show (see ./index.tsx). */
export const FavouriteHeart = observer(function FavouriteHeart(props: FavouriteButtonProps) {
  const { lists } = useStores();
  if (!lists?.favourites.offered) return null;
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
});
