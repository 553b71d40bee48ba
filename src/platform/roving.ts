/**
 * Keyboard for radio groups and tab lists drawn as buttons (H5 and jest), as the ARIA patterns say:
 * the group is one Tab stop (the checked item, else the first enabled one); the arrow keys move to
 * the previous / next enabled item and choose it (Home / End: first / last), wrapping around.
 * Variant: roving.weapp.ts (the mini-program has no keyboard focus: nothing to do).
 */
import { useEffect } from 'react';

const ITEM = '[role="radio"], [role="tab"]';
const GROUP = '[role="radiogroup"], [role="tablist"]';

function items(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ITEM));
}

function enabled(el: HTMLElement): boolean {
  return !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
}

function chosen(el: HTMLElement): boolean {
  return el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-selected') === 'true';
}

/** Sets the one Tab stop of the group (after every render: the choice may have changed). */
export function updateTabStop(root: HTMLElement): void {
  const list = items(root);
  const stop = list.find((el) => chosen(el) && enabled(el)) ?? list.find(enabled);
  for (const el of list) el.tabIndex = el === stop ? 0 : -1;
}

/** The item an arrow / Home / End key moves to from `current`, or null for any other key. */
export function nextItem(list: HTMLElement[], current: HTMLElement, key: string): HTMLElement | null {
  const usable = list.filter((el) => enabled(el) || el === current);
  const at = usable.indexOf(current);
  if (at < 0 || usable.length === 0) return null;
  const pick = (i: number) => usable[(i + usable.length) % usable.length];
  let next: HTMLElement | null = null;
  if (key === 'ArrowRight' || key === 'ArrowDown') next = pick(at + 1);
  else if (key === 'ArrowLeft' || key === 'ArrowUp') next = pick(at - 1);
  else if (key === 'Home') next = usable.find(enabled) ?? null;
  else if (key === 'End') next = [...usable].reverse().find(enabled) ?? null;
  return next && enabled(next) ? next : null;
}

/**
 * Makes the radio groups and tab lists of AppButtons in the element with `id` (or that element
 * itself) one Tab stop each, moved by the arrow keys; moving chooses the item (selection follows
 * focus).
 */
export function useRovingFocus(id: string): void {
  // after every render: a group may have just appeared (a dialog opened) or its choice changed
  useEffect(() => {
    const root = typeof document === 'undefined' ? null : document.getElementById(id);
    if (!root) return undefined;
    const groups = root.matches(GROUP) ? [root] : Array.from(root.querySelectorAll<HTMLElement>(GROUP));
    groups.forEach(updateTabStop);
    const onKey = (e: KeyboardEvent) => {
      const current = (e.target as HTMLElement | null)?.closest<HTMLElement>(ITEM);
      const group = current?.closest<HTMLElement>(GROUP);
      if (!current || !group || !root.contains(group)) return;
      const next = nextItem(items(group), current, e.key);
      if (!next) return;
      e.preventDefault();
      next.focus();
      if (!chosen(next)) next.click();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  });
}
