/**
 * Install to the home screen (spec 2.4, 4): the browser's `beforeinstallprompt` event is kept
 * (and its mini-infobar suppressed) so the install banner can offer it; accepting or dismissing
 * clears it. Variants: this file (H5 and jest) and `install.weapp.ts` (never offered).
 * What else the banner needs from the browser is in install-context.ts (off the first screen).
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<(available: boolean) => void>();
let listening = false;

function emit(): void {
  listeners.forEach((l) => l(deferred !== null));
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}
// The event may come before the first render: listen as soon as the app loads.
listen();

/** Calls `listener` now and whenever the prompt becomes available or goes away. */
export function onInstallAvailability(listener: (available: boolean) => void): () => void {
  listen();
  listeners.add(listener);
  listener(deferred !== null);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the prompt is used up whatever the shopper answers. */
export async function promptInstall(): Promise<InstallOutcome> {
  const e = deferred;
  if (!e) return 'unavailable';
  deferred = null;
  emit();
  try {
    await e.prompt();
    return (await e.userChoice).outcome;
  } catch {
    return 'dismissed';
  }
}
