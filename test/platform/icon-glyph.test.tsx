/**
 * H5's icon (src/platform/icon-glyph.tsx): drawn inline in the page, hidden from assistive
 * technology, and the very markup the web server's first screen writes for it.
 */
import { render } from '@testing-library/react';
import { iconSvg } from '@/domain/icon-glyphs';
import { IconGlyph } from '@/platform/icon-glyph';

test.each(['cart', 'heart-filled', 'chevron-down'] as const)(
  '%s: an inline SVG in the text colour, as the server draws it',
  (name) => {
    const { container } = render(<IconGlyph name={name} className={`icon icon--${name}`} />);
    const svg = container.firstElementChild as SVGSVGElement;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('class')).toBe(`icon icon--${name}`);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.children.length).toBeGreaterThan(0);
    // no separate image (a mask or <img>): nothing the browser must build a document for
    expect(container.innerHTML).not.toMatch(/url\(|data:|<img/);
    const server = document.createElement('div');
    server.innerHTML = iconSvg(name, `icon icon--${name}`);
    expect(svg.outerHTML).toBe(server.firstElementChild!.outerHTML);
  },
);
