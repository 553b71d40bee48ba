/** The mini-program is updated by WeChat itself (see app-update.ts): no version ever waits here. */
export function onUpdateWaiting(listener: (waiting: boolean) => void): () => void {
  listener(false);
  return () => undefined;
}

export function applyUpdate(): void {}

export function pageShown(_path: string): boolean {
  return false;
}
