/** The safe tree written out (domain/htmlSerialize.ts): HTML text, rich-text nodes, visible text. */
import { sanitizeHtml } from '@/domain/html';
import { serializeHtml, textContent, toRichTextNodes } from '@/domain/htmlSerialize';

describe('serializers', () => {
  test('textContent and serializeHtml round trip', () => {
    const nodes = sanitizeHtml('<p>Tea &amp; <em>cups</em></p>');
    expect(textContent(nodes)).toBe('Tea & cups');
    expect(serializeHtml(nodes)).toBe('<p>Tea &amp; <em>cups</em></p>');
  });

  test('toRichTextNodes: names, attrs, escaped text, no target/rel, inline styles', () => {
    const nodes = toRichTextNodes(sanitizeHtml('<p>a &lt; b <a href="https://x.example">x</a><img src="/i.png"></p>'));
    expect(nodes).toEqual([
      {
        name: 'p',
        attrs: { style: expect.any(String) },
        children: [
          { type: 'text', text: 'a &lt; b ' },
          {
            name: 'a',
            attrs: { href: 'https://x.example', style: expect.any(String) },
            children: [{ type: 'text', text: 'x' }],
          },
          {
            name: 'img',
            attrs: { src: '/i.png', alt: '', style: expect.stringContaining('max-width:100%') },
            children: [],
          },
        ],
      },
    ]);
  });
});
