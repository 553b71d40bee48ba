/**
 * A list page is found as the shopper left it when they come Back from a product: the products
 * loaded so far and the scroll where it was, to the pixel. The router keeps the page, hidden, under
 * the product, and the browser keeps the scroll of a hidden page's box; two things moved it. H5
 * (and jest); `list-return.weapp.ts`: WeChat keeps its pages itself (nothing to do).
 *
 * - A press on a card gave its link the focus, and the focus keeper (focus-clear.ts) scrolled a
 *   card partly under the sticky header or the footer tabs into the clear, by up to a card's
 *   height, before the product opened: Back then showed the list that much off. A press on a
 *   link here keeps the page still (the keyboard's focus is kept clear as before).
 * - Back pressed while the product's code is still loading redrew the list from its first page
 *   (back-while-opening.ts).
 *
 *   useListReturn('.list-screen'); // in the list page's body: the element its links are in
 */
import { useEffect } from 'react';
import { useBackWhileOpening } from './back-while-opening';

/**
 * The focus a press gives a link inside `root` is not handed on to the focus keeper (its listener
 * is the document's, after this one): the link is focused as ever, the page stays where it is.
 */
function usePressKeepsScroll(root: string): void {
  useEffect(() => {
    let pressed: Element | null = null;
    const onPress = (e: PointerEvent) => {
      pressed = e.target instanceof Element ? e.target.closest(`${root} a[href]`) : null;
    };
    const onFocus = (e: FocusEvent) => {
      if (pressed && e.target === pressed) e.stopPropagation();
      pressed = null;
    };
    const onKey = () => {
      pressed = null;
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [root]);
}

export function useListReturn(root: string): void {
  usePressKeepsScroll(root);
  useBackWhileOpening();
}
