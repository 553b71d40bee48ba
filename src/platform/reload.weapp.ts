/** Reload on the mini-program: relaunch the current page with its query (see reload.ts). */
// Weapp siblings are imported by their full name ('./storage.weapp'), so jest resolves them too.
import Taro from '@tarojs/taro';
import { currentLocation } from './location.weapp';

/** The relaunched page is drawn from the stores as they are (they stay). */
export const reloadRestartsApp = false;

export function reload(): void {
  void Taro.reLaunch({ url: currentLocation().href }).catch(() => undefined);
}
