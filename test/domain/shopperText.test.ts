import { cleanShopperLine, cleanShopperText } from '@/domain/shopperText';

describe('shopper text is plain text without hidden controls', () => {
  it.each([
    ['plain', 'Fresh and tasty', 'Fresh and tasty'],
    ['trimmed', '  hi  ', 'hi'],
    ['HTML stays text (escaped where shown)', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['control characters removed', 'a\u0000b\u0007c\u001bd', 'abcd'],
    ['direction overrides removed', 'abc\u202Egpj.exe', 'abcgpj.exe'],
    ['isolates and zero-width removed', '\u2066x\u2069\u200By\uFEFF', 'xy'],
    ['CRLF becomes LF', 'a\r\nb\rc', 'a\nb\nc'],
    ['at most one empty line', 'a\n\n\n\nb', 'a\n\nb'],
    ['tabs become spaces', 'a\tb', 'a b'],
    ['Chinese kept', '很新鲜，好吃', '很新鲜，好吃'],
  ])('%s', (_n, input, out) => expect(cleanShopperText(input)).toBe(out));
  it('a line has no breaks', () => expect(cleanShopperLine('Great\n\nvalue ')).toBe('Great value'));
});
