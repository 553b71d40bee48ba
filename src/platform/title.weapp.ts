// The mini-program's navigation bar title (see title.ts for the contract). WeChat draws it
// natively, as text.
import { useEffect } from 'react';
import Taro from '@tarojs/taro';

function titleText(title: string, suffix?: string): string {
  return title && suffix ? `${title} · ${suffix}` : title || suffix || '';
}

/** Nothing to guard: the mini-program has no HTML navigation bar. */
export function keepNavigationBarTitleText(): void {}

export function usePageTitle(title: string, suffix?: string): void {
  const full = titleText(title.trim(), suffix);
  useEffect(() => {
    if (!full) return;
    Promise.resolve()
      .then(() => Taro.setNavigationBarTitle({ title: full }))
      .catch(() => undefined);
  }, [full]);
}
