/** The mini-program is never installed from a browser (see install-context.ts). */
export interface InstallContext {
  iosSafari: boolean;
  standalone: boolean;
}

export function installContext(): InstallContext {
  return { iosSafari: false, standalone: false };
}
