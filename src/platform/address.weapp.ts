// The mini-program has no address bar. Its page keeps the query it opened with in the router's
// params, which the ··· share reads (platform/location.weapp.ts): a list's filters go there, so a
// shared list opens filtered.
import Taro from '@tarojs/taro';
import { parseQuery } from '@/domain/routes';

export function replaceAddress(url: string): void {
  const router = Taro.getCurrentInstance()?.router;
  if (!router?.params) return;
  const i = url.indexOf('?');
  const next = parseQuery(i < 0 ? '' : url.slice(i + 1));
  const params = router.params as Record<string, string | undefined>;
  // Taro's own bookkeeping ($taroTimestamp, ...) stays
  for (const key of Object.keys(params)) if (!key.startsWith('$taro')) delete params[key];
  // held as WeChat holds a page's query, encoded: routeParams and currentLocation decode it once
  for (const [key, value] of Object.entries(next)) params[key] = encodeURIComponent(value);
}
