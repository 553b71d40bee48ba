/** Reload on the mini-program: relaunch the current page with its query (see reload.ts). */
import Taro from '@tarojs/taro';
import { currentLocation } from './location';

export function reload(): void {
  void Taro.reLaunch({ url: currentLocation().href }).catch(() => undefined);
}
