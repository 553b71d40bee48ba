// H5 (and jest): the document's title. title.weapp.ts sets the mini-program's navigation bar
// title. (Taro's setNavigationBarTitle on H5 also writes a hidden navigation-bar element.)
import { useEffect } from 'react';

export function titleText(title: string, suffix?: string): string {
  return title && suffix ? `${title} · ${suffix}` : title || suffix || '';
}

export function usePageTitle(title: string, suffix?: string): void {
  const full = titleText(title.trim(), suffix);
  useEffect(() => {
    if (full && typeof document !== 'undefined') document.title = full;
  }, [full]);
}
