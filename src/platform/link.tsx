// H5 (and jest): a real <a href> so new tab, middle-click, crawlers and screen readers work,
// while a plain click routes inside the app. link.weapp.tsx serves the mini-program.
import type { MouseEvent, ReactNode } from 'react';
import { isSafeHref, phoneNumber } from '@/domain/links';
import type { MessageKey } from '@/i18n/en';
import { navigate } from './navigation';

/** What an external link's accessible name says it does here: a browser opens a new tab. */
export const EXTERNAL_LINK_LABEL: MessageKey = 'istore_shell_new_tab';

export interface AppLinkProps {
  /** An app URL (`/store/productlist?cat=tea`) or an absolute http(s) URL. */
  href: string;
  /** Open in a new tab (external menu links, spec 2.3). */
  external?: boolean;
  className?: string;
  /** Accessible name when the content is an icon. */
  label?: string;
  /** Runs before navigating (close a menu, ...). */
  onNavigate?: () => void;
  /** Marks the current page for assistive technology. */
  current?: boolean;
  children?: ReactNode;
}

export function AppLink({ href, external, className, label, onNavigate, current, children }: AppLinkProps) {
  if (!isSafeHref(href)) {
    return <span className={className}>{children}</span>;
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    // a tel: link is the browser's to dial
    if (
      external ||
      phoneNumber(href) ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
