// The mini-program has no HTML page: no app info in it, no shell to take away (see html-shell.ts).
export const APP_INFO_ELEMENT_ID = 'sf-app-info';
export const HTML_SHELL_ID = 'sf-shell';

export function readBootAppInfo(): unknown {
  return null;
}

export const EARLY_APP_INFO_GLOBAL = '__sfEarlyAppInfo';

export function takeEarlyAppInfo(): Promise<unknown> | null {
  return null;
}

export function htmlShellCoversApp(): boolean {
  return false;
}

export function dismissHtmlShell(): void {}
