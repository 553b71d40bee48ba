// The mini-program (see out-of-view.ts): the stand-in is always shown. An observer here would cost
// a setData per crossing, and WeChat's pages are phone-sized, where the element is often below.
export function useOutOfView(_domId: string, _enabled: boolean, _bottomPx: number): boolean {
  return true;
}

/** The bar's stylesheet places it over the footer tabs (their height in the mini-program's design px). */
export function useBottomBarsHeight(_selfId: string, _key: unknown): number | null {
  return null;
}
