/**
 * A list page is found as the shopper left it when they come Back from a product: the products
 * loaded so far and the scroll where it was, to the pixel. The router keeps the page, hidden, under
 * the product, and the browser keeps the scroll of a hidden page's box; two things moved it. H5
 * (and jest); `list-return.weapp.ts`: WeChat keeps its pages itself (nothing to do).
 *
 * - A press on a card gave its link the focus, and the focus keeper scrolled a card partly under
 *   the sticky header or the footer tabs into the clear, by up to a card's height, before the
 *   product opened: Back then showed the list that much off. The keeper leaves a pressed
 *   element's focus alone now (focus-clear.ts).
 * - Back pressed while the product's code is still loading redrew the list from its first page
 *   (back-while-opening.ts).
 *
 *   useListReturn(); // in the list page's body
 */
import { useBackWhileOpening } from './back-while-opening';

export function useListReturn(): void {
  useBackWhileOpening();
}
