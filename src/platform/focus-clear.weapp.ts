/** The mini-program has no keyboard focus (see focus-clear.ts): nothing to keep clear. */
export function keepFocusClear(): void {}
