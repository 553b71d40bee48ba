// H5 (and jest): the first thing Tab reaches on every page, "Skip to content", shown only while it
// has focus; it moves focus to the page's main content, past the header and menus (WCAG 2.4.1).
// skip-link.weapp.tsx: the mini-program has no keyboard; nothing is drawn there.
import { memo, type MouseEvent } from 'react';
import './skip-link.scss';

export interface SkipLinkProps {
  label: string;
  /** Class of the main content's element, looked up in the same page (pages stay in the document). */
  mainClass: string;
}

// memoised: the shell re-renders with its state; the link changes only with its label
export const SkipLink = memo(function SkipLink({ label, mainClass }: SkipLinkProps) {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    // not a hash navigation: the app's router reads the address; focus moves instead
    e.preventDefault();
    const page = e.currentTarget.parentElement;
    const main = page?.querySelector<HTMLElement>(`.${mainClass}`);
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {label}
    </a>
  );
});
