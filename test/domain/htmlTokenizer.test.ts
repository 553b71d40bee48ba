/** The sanitiser's tokenizer (domain/htmlTokenizer.ts): what it reads as markup, text or nothing. */
import { decodeEntities, tokenize, type Token } from '@/domain/htmlTokenizer';

describe('decodeEntities', () => {
  test('decodeEntities', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&#39;&#x4e2d;&#25991;&nbsp;&unknown;&#0;')).toBe(
      '<>&"\'中文\u00a0&unknown;\ufffd',
    );
  });
});

describe('tokenize', () => {
  test.each<[string, string, Token[]]>([
    [
      'text and tags',
      '<p class="a">x &amp; y</p>',
      [
        { kind: 'start', name: 'p', attrs: [['class', 'a']], selfClosing: false },
        { kind: 'text', text: 'x & y' },
        { kind: 'end', name: 'p' },
      ],
    ],
    [
      'names lower-cased, attributes decoded',
      "<IMG SRC=/a.png alt='&lt;' />",
      [
        {
          kind: 'start',
          name: 'img',
          attrs: [
            ['src', '/a.png'],
            ['alt', '<'],
          ],
          selfClosing: true,
        },
      ],
    ],
    [
      'comments, doctypes and processing instructions dropped',
      '<!doctype html><!-- <b> -->a<?x?>b',
      [{ kind: 'text', text: 'ab' }],
    ],
    [
      'raw text skipped to its end tag, never read as markup',
      '<script>if (a<b) x("<p>")</SCRIPT >c',
      [
        { kind: 'start', name: 'script', attrs: [], selfClosing: false },
        { kind: 'end', name: 'script' },
        { kind: 'text', text: 'c' },
      ],
    ],
    ['a lone < is text', 'a < b </ c', [{ kind: 'text', text: 'a < b </ c' }]],
    ['an unterminated tag ends the input', 'a<b title="x', [{ kind: 'text', text: 'a' }]],
  ])('%s', (_name, src, expected) => {
    expect(tokenize(src)).toEqual(expected);
  });
});
