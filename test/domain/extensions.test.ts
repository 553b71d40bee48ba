import { extensionList, offers } from '@/domain/extensions';

describe('extensionList: app info `extensions`, absent or malformed → none', () => {
  test.each<[string, unknown, string[]]>([
    ['absent', undefined, []],
    ['null', null, []],
    ['a string, not a list', 'favourites', []],
    ['an object', { favourites: true }, []],
    ['empty', [], []],
    ['names', ['favourites', 'reviews'], ['favourites', 'reviews']],
    ['duplicates kept once', ['favourites', 'favourites', 'reviews'], ['favourites', 'reviews']],
    ['non-strings dropped', ['favourites', 1, null, { name: 'reviews' }, true], ['favourites']],
    ['not a name dropped', ['', ' favourites', 'a b', '<script>', 'orderTimeline'], ['orderTimeline']],
    ['an unknown name is kept (a newer server)', ['wishlist2'], ['wishlist2']],
    ['more than 64 entries is malformed', Array.from({ length: 65 }, (_, i) => `x${i}`), []],
  ])('%s', (_, raw, expected) => {
    expect(extensionList(raw)).toEqual(expected);
  });
});

describe('offers(app info or list, name)', () => {
  test.each<[string, Parameters<typeof offers>[0], Parameters<typeof offers>[1], boolean]>([
    ['listed in the model', { extensions: ['favourites'] }, 'favourites', true],
    ['not listed in the model', { extensions: ['reviews'] }, 'favourites', false],
    ['a plain list', ['returns', 'reviews'], 'returns', true],
    ['an empty list', [], 'reviews', false],
    ['no app info yet', null, 'favourites', false],
    ['undefined', undefined, 'orderTimeline', false],
    ['case matters', ['Favourites'], 'favourites', false],
  ])('%s', (_, source, name, expected) => {
    expect(offers(source, name)).toBe(expected);
  });
});
