/**
 * The icon table (src/domain/icon-glyphs.ts): every glyph is well-formed SVG drawn in the current
 * text colour, and `iconSvg` writes the decorative inline SVG the web server's first screen uses.
 */
import { ICON_GLYPHS, iconSvg, type IconName } from '@/domain/icon-glyphs';

const names = Object.keys(ICON_GLYPHS) as IconName[];

describe('ICON_GLYPHS', () => {
  test("holds the shell's icons", () => {
    expect(names).toHaveLength(41);
    expect(names).toEqual(expect.arrayContaining(['menu', 'search', 'cart', 'heart', 'heart-filled', 'wechat']));
  });

  test.each(names)('%s: well-formed SVG shapes, coloured only by the text colour', (name) => {
    const doc = new DOMParser().parseFromString(
      iconSvg(name, 'icon').replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '),
      'image/svg+xml',
    );
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const shapes = Array.from(doc.documentElement.children);
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(['path', 'circle', 'rect', 'ellipse']).toContain(shape.tagName);
    // a fixed colour would not follow the button's text (brand colours, hover, dark on light)
    expect(ICON_GLYPHS[name]).not.toMatch(/fill='(?!currentColor|none)|stroke='(?!currentColor|none)/);
  });
});

describe('iconSvg', () => {
  test.each([
    [
      'chevron-down',
      'icon icon--chevron-down site-header__caret',
      '<svg class="icon icon--chevron-down site-header__caret" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d=\'M6 9l6 6 6-6\'/></svg>',
    ],
    [
      'more',
      'icon icon--more',
      '<svg class="icon icon--more" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
        "<circle cx='5' cy='12' r='1.8' fill='currentColor' stroke='none'/><circle cx='12' cy='12' r='1.8' fill='currentColor' stroke='none'/><circle cx='19' cy='12' r='1.8' fill='currentColor' stroke='none'/></svg>",
    ],
  ] as const)('%s with class %j', (name, className, html) => {
    expect(iconSvg(name, className)).toBe(html);
  });
});
