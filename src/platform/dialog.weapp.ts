/** Dialogs on the mini-program (see dialog.ts): no keyboard focus or Escape there; nothing to do. */
export function attachDialog(_id: string, _onEscape: () => void, _initialFocusId?: string): () => void {
  return () => undefined;
}

export function attachPopover(_id: string, _onClose: () => void): () => void {
  return () => undefined;
}
