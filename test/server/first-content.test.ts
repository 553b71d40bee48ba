/**
 * The page shell's first content helpers (server/web/first-content.ts): the build's own rules for
 * the content's classes, and which first row of cards shows at which width.
 */
import { classesOf, gridRowsCss, rulesFor } from '../../server/web/first-content-css';

describe('rulesFor: the rules of a stylesheet that style the given classes', () => {
  test.each([
    ['a rule naming one of them', '.a{color:red}.b{color:blue}', ['a'], '.a{color:red}'],
    ['a selector list where one names them', '.x,.a:hover{top:0}', ['a'], '.x,.a:hover{top:0}'],
    ['a descendant rule', '.rich p{margin:0}', ['rich'], '.rich p{margin:0}'],
    [
      'inside a media query, which is kept only with something in it',
      '@media (min-width:768px){.a{top:1px}.z{top:2px}}@media print{.z{top:0}}',
      ['a'],
      '@media (min-width:768px){.a{top:1px}}',
    ],
    ['other at-rules dropped', '@keyframes a{to{opacity:0}}@font-face{font-family:a}.a{x:y}', ['a'], '.a{x:y}'],
    ['a class that only starts with the name is another class', '.ab{top:0}', ['a'], ''],
    ['comments dropped', '/* .a{} */.a{top:0}', ['a'], '.a{top:0}'],
  ])('%s', (_name, css, classes, expected) => {
    expect(rulesFor(css, new Set(classes))).toBe(expected);
  });

  test.each([
    ['each selector of a list', '.x,.a:hover{top:0}', '#s .x,#s .a:hover{top:0}'],
    [
      'a comma inside :is() or an attribute is not a list',
      '.a:is(.b,.c),[d="e,f"] .a{top:0}',
      '#s .a:is(.b,.c),#s [d="e,f"] .a{top:0}',
    ],
    ['inside a media query', '@media (min-width:1px){.a{top:0}}', '@media (min-width:1px){#s .a{top:0}}'],
  ])('under a scope: %s', (_name, css, expected) => {
    expect(rulesFor(css, new Set(['a']), '#s')).toBe(expected);
  });

  test('classesOf reads every class of the markup', () => {
    expect([...classesOf('<div class="a b"><span class=" c  a">x</span></div>')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('gridRowsCss: the row of cards for the viewport, as domain/grid.ts columnsFor decides', () => {
  const css = gridRowsCss('<div class="sf-first__row sf-first__row--2"></div>');
  // the grid is the viewport less the page padding (16 px a side, 24 px from 768 px, within 1600 px)
  // and, from 1024 px, less the filters' column (240 px and a 32 px gap)
  test.each([
    [2, '@media (max-width:571.98px){.sf-first__row--2{'],
    [3, '@media (min-width:572px) and (max-width:751.98px){.sf-first__row--3{'],
    [4, '@media (min-width:752px) and (max-width:1007.98px){.sf-first__row--4{'],
    [5, '@media (min-width:1008px) and (max-width:1023.98px){.sf-first__row--5{'],
    [3, '@media (min-width:1024px) and (max-width:1039.98px){.sf-first__row--3{'],
    [4, '@media (min-width:1040px) and (max-width:1279.98px){.sf-first__row--4{'],
    [5, '@media (min-width:1280px) and (max-width:1599.98px){.sf-first__row--5{'],
    [6, '@media (min-width:1600px){.sf-first__row--6{'],
  ])('%i columns', (n, query) => {
    expect(css).toContain(`${query}display:grid;grid-template-columns:repeat(${n},minmax(0,1fr))}}`);
  });

  test('nothing for content without a grid', () => {
    expect(gridRowsCss('<div class="product-page"></div>')).toBe('');
  });
});
