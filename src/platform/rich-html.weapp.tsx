// The mini-program's RichText (see rich-html.tsx for the contract): nodes, not HTML text.
import { useMemo } from 'react';
import { RichText } from '@tarojs/components';
import { toRichTextNodes } from '@/domain/htmlSerialize';
import type { RichHtmlProps } from './rich-html';

export type { RichHtmlProps };

export function RichHtml({ nodes, className }: RichHtmlProps) {
  const richNodes = useMemo(() => toRichTextNodes(nodes), [nodes]);
  return <RichText className={className} nodes={richNodes} userSelect />;
}
