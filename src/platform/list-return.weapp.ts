// The mini-program: WeChat keeps each page of its stack with its scroll, a tap moves no focus, and
// a Back never races a page still loading (list-return.ts is the H5 side).
export function useListReturn(): void {}
