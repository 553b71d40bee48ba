/**
 * Online or offline (the offline indicator; requests that fail while offline say so).
 * Variants: this file (H5 and jest: navigator.onLine and the online / offline events) and
 * `network.weapp.ts` (Taro's network status events).
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` with the new state whenever it changes; returns a function that stops it. */
export function onNetworkChange(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
