/**
 * H5 (and jest): an icon drawn inline, in the current text colour (src/domain/icon-glyphs.ts says
 * why not a CSS mask). icon-glyph.weapp.tsx serves the mini-program.
 */
import { ICON_GLYPHS, type IconName } from '@/domain/icon-glyphs';

export function IconGlyph({ name, className }: { name: IconName; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // our own constant markup, never data
      dangerouslySetInnerHTML={{ __html: ICON_GLYPHS[name] }}
    />
  );
}
