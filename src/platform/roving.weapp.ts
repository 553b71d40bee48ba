/** Radio groups and tab lists on the mini-program (see roving.ts): no keyboard focus there; nothing to do. */
export function useRovingFocus(_id: string): void {}
