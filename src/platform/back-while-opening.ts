/**
 * A Back pressed while a page opened from this one is still on its way (its code loading): the
 * address is back at once, but Taro's H5 router has not drawn the new page yet, so its POP found no
 * page under this one, threw this one away and drew it again from scratch; the new page, landing a
 * moment later, covered it under this page's address (a product list redrawn from its first 12, a
 * checkout showing the payment page). While such a page is on its way, a Back now waits for it
 * (the router's history holds it and puts the address back meanwhile); once that page has landed
 * the Back goes through and pops it like any other. H5 (and jest); back-while-opening.weapp.ts:
 * WeChat never races a Back with a page still loading.
 *
 *   useBackWhileOpening(); // in the page that opens the other
 */
import { useEffect } from 'react';
import Taro from '@tarojs/taro';
// the router Taro's H5 runtime runs (its own dependency, the same module): its history is the
// one Back goes through; `history` is a live export, set once the router has started
import { history as routerHistory } from '@tarojs/router';

type Transition = Parameters<Parameters<typeof routerHistory.block>[0]>[0];

/** The page on top of the router's stack (its path is unique to that page instance). */
function topPath(): string | undefined {
  const pages = Taro.getCurrentPages();
  return (pages[pages.length - 1] as { path?: string } | undefined)?.path;
}

/** Holds a Back that comes while a page opened from this one is still on its way. */
export function useBackWhileOpening(): void {
  useEffect(() => {
    const history = routerHistory as typeof routerHistory | undefined;
    const own = topPath();
    if (!history || !own) return undefined;
    let unblock: (() => void) | null = null;
    let held: Transition | null = null;
    // the Back reached the history while it was holding: its answer (the address put back) is due
    let reverting = false;
    let landed = false;
    const release = () => {
      unblock?.();
      unblock = null;
      held = null;
      reverting = false;
      landed = false;
    };
    const letThrough = (tx: Transition) => {
      release();
      tx.retry();
    };
    const blocker = (tx: Transition) => {
      // another tap, a redirect: not a Back, nothing to wait for
      if ((tx.action as string) !== 'POP') letThrough(tx);
      else if (landed) letThrough(tx);
      else held = tx;
    };
    const stopListening = history.listen(({ action }) => {
      // a page opening from this one: the router draws it once its code is there
      if ((action as string) === 'PUSH' && !unblock && topPath() === own) unblock = history.block(blocker);
    });
    // the page has been drawn, or never will be (its code failed to load): a held Back goes on
    const settled = () => {
      if (!unblock) return;
      if (held) letThrough(held);
      else if (reverting) landed = true;
      else release();
    };
    const onLanded = () => {
      if (topPath() !== own) settled();
    };
    const onPop = () => {
      if (unblock && !held) reverting = true;
    };
    // While holding, the history library asks the browser to confirm leaving the site; a reload
    // then is the shopper's own, so that question is kept from them (this listener comes first).
    const onBeforeUnload = (e: Event) => {
      if (unblock) e.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPop);
    window.addEventListener('unhandledrejection', settled);
    // the router's word that a page has been drawn (after its first render)
    Taro.eventCenter.on('__afterTaroRouterChange', onLanded);
    return () => {
      release();
      stopListening();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('unhandledrejection', settled);
      Taro.eventCenter.off('__afterTaroRouterChange', onLanded);
    };
  }, []);
}
