/** The mini-program has no service worker (see service-worker.ts): nothing to register or clear. */
export const SW_URL = '';

export function registerServiceWorker(): void {}

export async function clearPersonalCaches(): Promise<void> {}
