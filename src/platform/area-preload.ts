// H5 (and jest): the area chunks' preload queue, a chunk of its own that navigation.ts asks for
// once the first screen is done. The mini-program has every page in its package: nothing to do.
import { loadSpeculatively } from './chunk-recovery';
import { whenIdle } from './idle';

/** A route of Taro's H5 app config: its page path and the loader of its chunk. */
export interface AreaRoute {
  path: string;
  load: () => unknown;
}

/** How long after a shopper's press or key the preload holds back. */
const INPUT_QUIET_MS = 1000;

/**
 * Loads the routes' chunks one at a time, each in its own idle period: loading a chunk also runs
 * its modules, and all of them at once made one long task that kept the page from answering a tap.
 * Those modules run as one task when the script arrives, whenever that is: started just before a
 * tap, it made the tap wait, or slid in before the frame that answers it. So after a press or a
 * key the queue waits a moment (a shopper who is tapping is likely to tap again).
 */
export function preloadQueue(routes: AreaRoute[]): void {
  const queue = [...routes];
  let lastInput = -Infinity;
  const onInput = () => (lastInput = Date.now());
  const types = ['pointerdown', 'keydown'];
  for (const type of types) window.addEventListener(type, onInput, { capture: true, passive: true });
  const next = (): void => {
    const quietFor = Date.now() - lastInput;
    if (queue.length === 0) {
      for (const type of types) window.removeEventListener(type, onInput, { capture: true });
    } else if (quietFor < INPUT_QUIET_MS) {
      window.setTimeout(next, INPUT_QUIET_MS - quietFor);
    } else {
      whenIdle(() => {
        if (Date.now() - lastInput < INPUT_QUIET_MS) return next();
        const route = queue.shift()!;
        let loading: unknown[] = [];
        try {
          // a chunk gone after a deployment fails the preload, and reloads nothing under the shopper
          const started = loadSpeculatively(() => route.load());
          loading = Array.isArray(started) ? started : [started];
        } catch {
          /* ignore: preloading is an optimisation */
        }
        // A failed prefetch is retried by the router when the shopper navigates there.
        void Promise.all(loading.map((p) => (p instanceof Promise ? p.catch(() => undefined) : p))).then(next);
      }, 4000);
    }
  };
  next();
}
