/**
 * A list page is found as the shopper left it when they come Back from a product: the products
 * loaded so far and the scroll where it was, to the pixel. The router keeps the page, hidden, under
 * the product, and the browser keeps the scroll of a hidden page's box; two things moved it. H5
 * (and jest); `list-return.weapp.ts`: WeChat keeps its pages itself (nothing to do).
 *
 * - A press on a card gave its link the focus, and the focus keeper (focus-clear.ts) scrolled a
 *   card partly under the sticky header or the footer tabs into the clear, by up to a card's
 *   height, before the product opened: Back then showed the list that much off. A press on a
 *   link here does not move the focus (the keyboard's focus is kept clear as before).
 * - Back pressed while the product's code is still loading: the address is back on the list at
 *   once, but Taro's router has not drawn the product yet, so its POP found no page under the
 *   list, threw the list away and drew it again from scratch (the first 12 products, scrolled to
 *   the top); the product, landing a moment later, covered it under the list's address. While a
 *   page opened from here is on its way, a Back now waits for it (the router's history holds it
 *   and puts the address back meanwhile); once that page has landed the Back goes through and
 *   pops it like any other.
 *
 *   useListReturn('.list-screen'); // in the list page's body: the element its links are in
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

/** Holds a Back that comes while a page opened from this one is still on its way (see above). */
function useBackWhileOpening(): void {
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

/** A press (mouse, or a tap's mouse events) on a link inside `root` leaves the focus where it is. */
function usePressKeepsScroll(root: string): void {
  useEffect(() => {
    const onPress = (e: MouseEvent) => {
      if (e.button === 0 && e.target instanceof Element && e.target.closest(`${root} a[href]`)) e.preventDefault();
    };
    document.addEventListener('mousedown', onPress, true);
    return () => document.removeEventListener('mousedown', onPress, true);
  }, [root]);
}

export function useListReturn(root: string): void {
  usePressKeepsScroll(root);
  useBackWhileOpening();
}
