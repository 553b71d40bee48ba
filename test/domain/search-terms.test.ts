import { cjkCharsNeeded, cjkPairs, searchWords, wordParts } from '../../src/domain/search-terms';

describe('searchWords', () => {
  test.each([
    ['  green   tea ', ['green', 'tea']],
    ['茉莉花茶', ['茉莉花茶']],
    ['', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j -> %j', (term, words) => expect(searchWords(term)).toEqual(words));
});

describe('wordParts', () => {
  test.each([
    ['oolong', [{ text: 'oolong', cjk: false }]],
    ['茉莉花茶', [{ text: '茉莉花茶', cjk: true }]],
    [
      'oolong茶',
      [
        { text: 'oolong', cjk: false },
        { text: '茶', cjk: true },
      ],
    ],
    [
      '5号茉莉',
      [
        { text: '5', cjk: false },
        { text: '号茉莉', cjk: true },
      ],
    ],
  ])('%j', (word, parts) => expect(wordParts(word)).toEqual(parts));
});

describe('cjkPairs', () => {
  test.each([
    ['茉莉花茶', ['茉莉', '莉花', '花茶']],
    ['茉莉茶', ['茉莉', '莉茶']],
    ['茶', []],
    ['哈哈哈', ['哈哈']],
  ])('%s -> %j', (run, pairs) => expect(cjkPairs(run)).toEqual(pairs));
});

describe('cjkCharsNeeded', () => {
  // 茉莉茶 (3) needs all three: 茉莉香米 (jasmine rice) holds two and is not a jasmine tea
  test.each([
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 4],
    [8, 6],
  ])('%i distinct characters: %i', (n, needed) => expect(cjkCharsNeeded(n)).toBe(needed));
});
