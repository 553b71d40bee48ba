// H5 (and jest): sanitised HTML (domain/html.ts) as real markup; a click on an internal link
// routes inside the app. rich-html.weapp.tsx serves the mini-program (RichText).
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import type { HtmlNode } from '@/domain/html';
import { serializeHtml } from '@/domain/htmlSerialize';
import { mapLink } from '@/domain/links';
import { matchRoute } from '@/domain/routes';
import { navigate } from './navigation';

export interface RichHtmlProps {
  /** A tree from sanitizeHtml: only allowed tags, attributes and URLs. */
  nodes: readonly HtmlNode[];
  className?: string;
}

/** An app route for a relative link in content (`/store/brand/X`, or a server link such as `products/tea`). */
export function contentRoute(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return null;
  if (matchRoute(href)) return href;
  const mapped = mapLink(href.replace(/^\/?(store\/)?/, ''));
  return matchRoute(mapped) ? mapped : null;
}

export function RichHtml({ nodes, className }: RichHtmlProps) {
  const html = useMemo(() => serializeHtml(nodes), [nodes]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest?.('a');
    const href = a?.getAttribute('href');
    if (!a || !href || a.getAttribute('target')) return;
    const route = contentRoute(href);
    if (!route) return;
    e.preventDefault();
    navigate(route);
  };
  // The HTML is sanitised by domain/html.ts. The click handler only catches clicks that bubble up from
  // the links inside, which are real anchors (focusable, Enter clicks them): the div itself is no control.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
