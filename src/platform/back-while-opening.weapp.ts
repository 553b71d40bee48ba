// The mini-program: WeChat never races a Back with a page still loading (back-while-opening.ts is the H5 side).
export function useBackWhileOpening(): void {}
