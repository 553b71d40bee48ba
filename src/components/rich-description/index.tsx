import type { HtmlNode } from '@/domain/html';
import { RichHtml } from '@/platform/rich-html';
import './index.scss';

export interface RichDescriptionProps {
  /** Sanitised by the service (domain/html.ts). */
  nodes: readonly HtmlNode[];
  className?: string;
}

/** Server HTML, sanitised: real markup on H5, RichText nodes on weapp (platform/rich-html). */
export function RichDescription({ nodes, className }: RichDescriptionProps) {
  if (nodes.length === 0) return null;
  return <RichHtml nodes={nodes} className={`rich-description${className ? ` ${className}` : ''}`} />;
}
