/** The current address on the mini-program (see location.ts for the contract). */
import Taro from '@tarojs/taro';
import { safeDecode } from '@/domain/session';
import type { CurrentLocation } from './location';

export function currentLocation(): CurrentLocation {
  const router = Taro.getCurrentInstance()?.router;
  const rawPath = router?.path ?? '/';
  const [pathOnly] = rawPath.split('?');
  const path = pathOnly.startsWith('/') ? pathOnly : `/${pathOnly}`;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(router?.params ?? {})) {
    // Taro adds its own bookkeeping params ($taroTimestamp, ...)
    if (key.startsWith('$taro') || value === undefined || value === null) continue;
    query[key] = safeDecode(String(value));
  }
  const search = Object.keys(query).length
    ? `?${Object.entries(query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&')}`
    : '';
  return { path, query, search, href: `${path}${search}` };
}
