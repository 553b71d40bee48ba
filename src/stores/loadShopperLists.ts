/**
 * Loads the shopper's lists (stores/shopperLists.ts) after the first screen: on H5 in their own
 * chunk once the areas' preload has begun (platform/navigation.ts, 5 s after start-up), so the
 * first screen's bytes stay within budget; the mini-program has no async chunks, so there it is
 * an ordinary import, built at once.
 */
import { whenQuiet } from '@/platform/idle';
import type { Root } from './root';

type Lists = typeof import('./shopperLists');

/** After the areas' preload has started (5 s): not first-screen work. */
const LISTS_DELAY_MS = 5500;

export function loadShopperListsLater(root: Root): void {
  if (process.env.TARO_ENV === 'h5') {
    // and not under a tap: its modules, reads and the hearts they draw are work nobody waits for
    whenQuiet(() => {
      import(/* webpackChunkName: "shopper-lists" */ './shopperLists').then(
        (m: Lists) => m.shopperLists(root),
        () => undefined, // offline or a failed chunk: a page that needs the lists loads them itself
      );
    }, LISTS_DELAY_MS);
  } else {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no async chunks
    (require('./shopperLists') as Lists).shopperLists(root);
  }
}
