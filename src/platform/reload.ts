/**
 * Reloads the current page with its query (language, currency and location changes, spec 4).
 * Variants: this file (H5 and jest: window.location.reload()) and `reload.weapp.ts`
 * (Taro.reLaunch of the current page, which re-mounts it; the app's stores stay).
 */
export function reload(): void {
  if (typeof window !== 'undefined' && window.location) window.location.reload();
}
