/**
 * What the install banner's rule (domain/install.ts) needs from the browser besides the install
 * event (install.ts): Safari on iOS (no install event: the banner explains the Share menu) and
 * whether the page runs as the installed app. Variants: this file (H5 and jest) and
 * `install-context.weapp.ts` (neither).
 */
import { isIosSafari } from '@/domain/device';

export interface InstallContext {
  iosSafari: boolean;
  standalone: boolean;
}

export function installContext(): InstallContext {
  if (typeof window === 'undefined') return { iosSafari: false, standalone: false };
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  return { iosSafari: isIosSafari(nav.userAgent), standalone };
}
