import { memo } from 'react';
import type { HtmlNode } from '@/domain/html';
import { RichHtml } from '@/platform/rich-html';
import './index.scss';

export interface RichDescriptionProps {
  /** Sanitised by the service (domain/html.ts). */
  nodes: readonly HtmlNode[];
  className?: string;
}

/**
 * Server HTML, sanitised: real markup on H5, RichText nodes on weapp (platform/rich-html).
 * Memoised: the page re-rendering with the same nodes does not rebuild the markup.
 */
export const RichDescription = memo(function RichDescription({ nodes, className }: RichDescriptionProps) {
  if (nodes.length === 0) return null;
  return <RichHtml nodes={nodes} className={`rich-description${className ? ` ${className}` : ''}`} />;
});
