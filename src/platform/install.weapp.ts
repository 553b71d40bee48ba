/** Install prompt on the mini-program: never offered (see install.ts). */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export function onInstallAvailability(listener: (available: boolean) => void): () => void {
  listener(false);
  return () => undefined;
}

export function promptInstall(): Promise<InstallOutcome> {
  return Promise.resolve('unavailable');
}
