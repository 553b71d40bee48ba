/**
 * config/plugins/weapp-wxss.ts: what the weapp build drops from its WXSS. A mini-program has no
 * hover, no keyboard focus ring and no pointer, and WXSS element selectors name WXML components
 * (wcsc turns `a` into `wx-a`), so selectors of HTML-only elements match nothing there.
 */
import { isDeadSelector, trimWxss } from '../../config/plugins/weapp-wxss';

describe('isDeadSelector', () => {
  test.each([
    ['.card:hover', true],
    ['.button:not(.is-off):hover', true],
    ['.link:focus-visible', true],
    ['.menu:focus-within .panel', true],
    ['a', true],
    ['.rich a', true],
    ['.rich > img', true],
    ['.rich h2', true],
    ['.card', false],
    ['.card:active', false],
    ['.input:focus', false],
    ['view', false],
    ['button', false],
    ['.a-b .hover-x', false],
    ['.card::after', false],
  ])('%s -> %s', (selector, dead) => {
    expect(isDeadSelector(selector)).toBe(dead);
  });
});

describe('trimWxss', () => {
  test.each([
    // [input, output, rules removed, parts removed]
    ['.a:hover{color:red}.b{color:blue}', '.b{color:blue}', 1, 0],
    ['.a,.a:hover{color:red}', '.a{color:red}', 0, 1],
    ['.a{cursor:pointer;color:red}', '.a{color:red}', 0, 1],
    ['.a{cursor:pointer}', '', 1, 1],
    ['a{color:inherit}.r p{margin:0}', '', 2, 0],
    ['@media (min-width:768px){.a:hover{color:red}}', '', 1, 0],
    [
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
      0,
      0,
    ],
    ['.a{color:red}', '.a{color:red}', 0, 0],
  ])('%s', (input, output, rulesRemoved, partsRemoved) => {
    expect(trimWxss(input)).toEqual({ css: output, rulesRemoved, partsRemoved });
  });
});
