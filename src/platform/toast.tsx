/**
 * taro-ui's toast (NoticeToast shows it). H5 (and jest): its own chunk, loaded the first time it
 * is rendered, since it carries its icons as inline PNGs (17 KB of gzip) that no first screen
 * needs. toast.weapp.tsx: an ordinary import (the mini-program has no async chunks).
 */
import type { ComponentProps, ComponentType } from 'react';
import { lazyPart } from './lazy-part';

type ToastProps = ComponentProps<typeof import('taro-ui/lib/components/toast').default>;

export const Toast: ComponentType<ToastProps> = lazyPart(() =>
  import(/* webpackChunkName: "notice-toast" */ 'taro-ui/lib/components/toast').then((m) => m.default),
);
