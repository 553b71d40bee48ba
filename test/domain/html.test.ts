import { MAX_HTML_DEPTH, sanitizeHtml } from '@/domain/html';
import { sanitizeToHtml, serializeHtml, textContent, toRichTextNodes } from '@/domain/htmlSerialize';

describe('sanitizeToHtml: kept markup', () => {
  test.each([
    ['<p>Hello <strong>world</strong></p>', '<p>Hello <strong>world</strong></p>'],
    ['<h2>Tea</h2><ul><li>One</li><li>Two</li></ul>', '<h2>Tea</h2><ul><li>One</li><li>Two</li></ul>'],
    ['<p>a<br>b<br/>c</p>', '<p>a<br>b<br>c</p>'],
    ['<P CLASS="x" ID="y" STYLE="color:red">caps</P>', '<p>caps</p>'],
    ['<a href="/store/brand/Acme" title="More">More</a>', '<a href="/store/brand/Acme" title="More">More</a>'],
    [
      '<a href="https://example.com/x">x</a>',
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="mailto:hi@example.com">mail</a>', '<a href="mailto:hi@example.com">mail</a>'],
    [
      '<img src="/media/products/5-2.svg" width="600" height="600" alt="">',
      '<img src="/media/products/5-2.svg" width="600" height="600" alt="">',
    ],
    ['<img src="/a.png" width="100%" height="9e9">', '<img src="/a.png" alt="">'],
    ['<img src="a.png">', ''],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    ['Fish &amp; Chips &lt;3 &copy;', 'Fish &amp; Chips &lt;3 ©'],
    ['<p>unclosed <em>emphasis', '<p>unclosed <em>emphasis</em></p>'],
    ['</p>stray end<p>x</p>', 'stray end<p>x</p>'],
    ['<font color="red">unwrapped</font> text', 'unwrapped text'],
    ['<section><p>inside</p></section>', '<p>inside</p>'],
    ['2 < 3 and 5 > 4', '2 &lt; 3 and 5 &gt; 4'],
    ['<!-- a comment --><p>after</p>', '<p>after</p>'],
    ['<!DOCTYPE html><p>doc</p>', '<p>doc</p>'],
    ['中文<b>粗体</b>', '中文<b>粗体</b>'],
  ])('%s', (input, expected) => {
    expect(sanitizeToHtml(input)).toBe(expected);
  });

  test('nothing in, nothing out', () => {
    expect(sanitizeHtml('')).toEqual([]);
    expect(sanitizeHtml(null)).toEqual([]);
    expect(sanitizeHtml(undefined)).toEqual([]);
    expect(sanitizeHtml(42 as unknown as string)).toEqual([]);
  });
});

describe('sanitizeToHtml: XSS vectors never survive', () => {
  const vectors: [string, string][] = [
    ['<script>window.__xss=2</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<script>document.write("</scr" + "ipt>")</script>ok', 'ok'],
    ['<img src=x onerror="window.__xss=1">', ''],
    ['<img src="/x.png" onerror="window.__xss=1">', '<img src="/x.png" alt="">'],
    ['<img src="/x" ONERROR=alert(1)>', '<img src="/x" alt="">'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="javascript:window.__xss=3">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<p onmouseover="window.__xss=4">Enjoy!</p>', '<p>Enjoy!</p>'],
    ['<div style="background:url(javascript:alert(1))">s</div>', '<div>s</div>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<iframe srcdoc="<script>alert(1)</script>">text inside</iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['<form action="/steal"><input name="p"><button>go</button></form>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src=x onerror=alert(1)//', ''],
    ['<a href="x" onclick="alert(1)" onfocus=alert(1) autofocus>x</a>', '<a href="x">x</a>'],
    ['<body onload=alert(1)>ok</body>', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['<base href="javascript:alert(1)//">ok', 'ok'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">ok', 'ok'],
    ['<noscript><p title="</noscript><img src=/x onerror=alert(1)>">', '<img src="/x" alt="">"&gt;'],
    ['<p title="a&quot; onmouseover=&quot;alert(1)">t</p>', '<p>t</p>'],
    [
      '<img alt="&quot;><script>alert(1)</script>" src="/a.png">',
      '<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="/a.png">',
    ],
    ['<!--><img src=x onerror=alert(1)>-->', ''],
  ];
  test.each(vectors)('%s', (input, expected) => {
    const out = sanitizeToHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|<iframe|<style|<svg|\son\w+=|javascript:|vbscript:/i);
  });

  test('the seeded XSS description keeps its text and loses every payload', () => {
    const seeded =
      "<h2>Chef's Sampler Hamper</h2><p>Sauces, spices and snacks picked by our chefs.</p>" +
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<p><a href="javascript:window.__xss=3">Click for a surprise</a></p><p onmouseover="window.__xss=4">Enjoy!</p>';
    const out = sanitizeToHtml(seeded);
    expect(out).toBe(
      '<h2>Chef&#39;s Sampler Hamper</h2>'.replace('&#39;', "'") +
        '<p>Sauces, spices and snacks picked by our chefs.</p>' +
        '<p><a>Click for a surprise</a></p><p>Enjoy!</p>',
    );
    expect(out).not.toContain('__xss');
  });

  test('a resolveUrl rewrite is itself checked', () => {
    expect(sanitizeToHtml('<img src="/m/1.svg">', { resolveUrl: (u) => `https://api.example.com${u}` })).toBe(
      '<img src="https://api.example.com/m/1.svg" alt="">',
    );
    expect(sanitizeToHtml('<a href="/x">x</a>', { resolveUrl: () => 'javascript:alert(1)' })).toBe('<a>x</a>');
  });

  test('headingOffset demotes headings', () => {
    expect(sanitizeToHtml('<h1>A</h1><h6>B</h6>', { headingOffset: 1 })).toBe('<h2>A</h2><h6>B</h6>');
  });
});

describe('sanitizeHtml on hostile sizes (20,000 nested or unmatched tags)', () => {
  const nested = (n: number) => '<div>'.repeat(n) + 'deep' + '</div>'.repeat(n);
  const unmatched = (n: number) => '<b>'.repeat(n) + 'x' + '</i>'.repeat(n);
  const unclosed = (n: number) => '<span>a'.repeat(n);

  /** Tree-building steps (SanitizeOptions.meter) for an input. */
  function steps(input: string): number {
    const meter = { steps: 0 };
    sanitizeHtml(input, { meter });
    return meter.steps;
  }

  it.each([
    ['nested', nested],
    ['unmatched closing', unmatched],
    ['unclosed', unclosed],
  ])('%s tags: 20,000 do not throw and keep the text', (_label, make) => {
    const out = sanitizeHtml(make(20_000));
    expect(() => serializeHtml(out)).not.toThrow();
    expect(() => toRichTextNodes(out)).not.toThrow();
    expect(textContent(out)).toContain(_label === 'nested' ? 'deep' : _label === 'unmatched closing' ? 'x' : 'aaaa');
  });

  it('nesting deeper than the cap is flattened: the tree stays shallow', () => {
    let depth = 0;
    let nodes = sanitizeHtml(nested(20_000));
    while (nodes.length && nodes[0].type === 'element') {
      depth++;
      nodes = nodes[0].children;
    }
    expect(depth).toBe(MAX_HTML_DEPTH);
  });

  it.each([
    ['nested', nested],
    ['unmatched closing', unmatched],
    ['unclosed', unclosed],
  ])('%s tags: 10x the input costs 10x the work, not 100x (counted steps)', (_label, make) => {
    const small = steps(make(2_000));
    const large = steps(make(20_000));
    expect(large / small).toBeLessThan(11);
    // a few steps per tag: its token, and for an end tag the bounded search for its element
    expect(large).toBeLessThan(20_000 * 2 * 3);
  });
});
