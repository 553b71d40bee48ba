import { nameContainsVisibleText, nameWithVisibleText } from '@/domain/accessible-name';

describe('nameContainsVisibleText: the visible words, in order, as whole words', () => {
  it.each([
    ['Store: Toronto Downtown', 'Toronto Downtown', true],
    ['Store: Toronto Downtown', 'Toronto Downt..', false],
    ['Store: Toronto Downtown', 'toronto', true],
    ['Store: Toronto Downtown', 'Downtown Toronto', false],
    ['Cart, 1 items', 'Cart 1', true],
    ['Cart, 1 items', '1 Cart', false],
    ['门店：多伦多市中心', '多伦多市中心', true],
    ['Share on WeChat', 'WeChat', true],
    ['Anything', '', true],
  ])('%j contains %j: %j', (name, visible, expected) => {
    expect(nameContainsVisibleText(name, visible)).toBe(expected);
  });
});

describe('nameWithVisibleText: the name, led by the visible text when it lacks it', () => {
  it.each([
    ['Toronto Downtown', 'Store: Toronto Downtown', 'Store: Toronto Downtown'],
    ['Toronto Downt..', 'Store: Toronto Downtown', 'Toronto Downt, Store: Toronto Downtown'],
    ['Markham Pacific Ma...', 'Store: Markham Pacific Mall', 'Markham Pacific Ma, Store: Markham Pacific Mall'],
    ['Choose a store', 'Choose a store', 'Choose a store'],
  ])('%j, %j -> %j', (visible, name, expected) => {
    expect(nameWithVisibleText(visible, name)).toBe(expected);
  });
});
