import { useEffect, useRef } from 'react';

/**
 * Moves the reading focus to a checkout step's heading when the shopper goes on to it (H5; the
 * mini-program has no keyboard focus). Without it the focus stayed on the Continue button the
 * step removed, and the next Tab left the steps for the order summary, scrolled out of view once
 * the new step opened (WCAG 2.4.3 Focus Order). Not on the page's first step: a page that opens
 * reads from its title.
 */
export function useStepFocus(step: string | null) {
  const heading = useRef<HTMLElement | null>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = step;
    if (!before || !step || before === step) return;
    const el = heading.current;
    if (el && typeof el.focus === 'function') el.focus();
  }, [step]);
  return heading;
}
