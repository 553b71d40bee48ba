/**
 * Reloads the current page with its query (language, currency and location changes, spec 4).
 * Variants: this file (H5 and jest: window.location.reload()) and `reload.weapp.ts`
 * (Taro.reLaunch of the current page, which re-mounts it; the app's stores stay).
 */
/** H5: a reload starts the app again from what is stored; nothing set just before it is shown. */
export const reloadRestartsApp = true;

export function reload(
  target: Pick<Location, 'reload'> | undefined = typeof window !== 'undefined' ? window.location : undefined,
): void {
  target?.reload();
}
