// The page's title (H5: document.title via Taro; weapp: the navigation bar's title, where shown).
import { useEffect } from 'react';
import Taro from '@tarojs/taro';

export function usePageTitle(title: string, suffix?: string): void {
  const full = title && suffix ? `${title} · ${suffix}` : title || suffix || '';
  useEffect(() => {
    if (!full || typeof Taro.setNavigationBarTitle !== 'function') return;
    Promise.resolve()
      .then(() => Taro.setNavigationBarTitle({ title: full }))
      .catch(() => undefined);
  }, [full]);
}
