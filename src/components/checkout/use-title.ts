import { useEffect } from 'react';
import Taro from '@tarojs/taro';

/** The page's title (H5: document.title; weapp: the navigation bar). */
export function useTitle(title: string, storeName?: string): void {
  useEffect(() => {
    const full = storeName ? `${title} · ${storeName}` : title;
    try {
      void Promise.resolve(Taro.setNavigationBarTitle({ title: full })).catch(() => undefined);
    } catch {
      /* no page yet */
    }
  }, [title, storeName]);
}
