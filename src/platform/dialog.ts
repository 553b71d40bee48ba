/**
 * What a dialog or popover needs from the page on H5 (and jest): focus moved into it, Tab kept
 * inside, Escape closes, the page behind does not scroll, focus returns where it was. Variants:
 * this file and `dialog.weapp.ts` (the mini-program has no keyboard focus: nothing to do).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

let openCount = 0;
let savedOverflow = '';

/**
 * Makes the element with `id` behave as a modal dialog until the returned function is called.
 * `initialFocusId` names the element to focus first (else the first focusable one, else the dialog).
 */
export function attachDialog(id: string, onEscape: () => void, initialFocusId?: string): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const previous = document.activeElement as HTMLElement | null;
  const root = document.getElementById(id);
  if (root) {
    const first = (initialFocusId && document.getElementById(initialFocusId)) || focusables(root)[0] || root;
    if (first === root && !root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
    first.focus();
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !root) return;
    const list = focusables(root);
    if (list.length === 0) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === list[0] || !root.contains(active))) {
      e.preventDefault();
      list[list.length - 1].focus();
    } else if (!e.shiftKey && (active === list[list.length - 1] || !root.contains(active))) {
      e.preventDefault();
      list[0].focus();
    }
  };
  document.addEventListener('keydown', onKey);
  if (openCount++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    document.removeEventListener('keydown', onKey);
    if (--openCount === 0) document.body.style.overflow = savedOverflow;
    if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
  };
}

/**
 * A non-modal popover (a dropdown): `onClose` runs on Escape (focus goes back to the button that
 * opened it), on a pointer press outside the element with `id`, or when keyboard focus leaves it
 * (Tab past its last link). Returns the function that stops listening.
 */
export function attachPopover(id: string, onClose: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const opener = document.getElementById(id)?.querySelector<HTMLElement>('[aria-expanded="true"]');
    if (opener && document.activeElement instanceof Node && opener.parentElement?.contains(document.activeElement)) {
      opener.focus();
    }
    onClose();
  };
  const onDown = (e: Event) => {
    const root = document.getElementById(id);
    if (root && e.target instanceof Node && !root.contains(e.target)) onClose();
  };
  const onFocusOut = (e: FocusEvent) => {
    // the open item: its button and what it shows (a menu bar keeps its other buttons beside it)
    const root = document.getElementById(id);
    const open = root?.querySelector<HTMLElement>('[aria-expanded="true"]')?.parentElement ?? root;
    const next = e.relatedTarget;
    if (open && next instanceof Node && !open.contains(next)) onClose();
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('mousedown', onDown);
  document.addEventListener('touchstart', onDown);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('mousedown', onDown);
    document.removeEventListener('touchstart', onDown);
    document.removeEventListener('focusout', onFocusOut);
  };
}
