import { textLang } from '@/domain/text-lang';

describe('textLang: content in the other language than the page is marked', () => {
  it.each([
    ['龙井绿茶', 'en', 'zh'],
    ['龙井绿茶 250g', 'en', 'zh'],
    ['Longjing Green Tea', 'en', undefined],
    ['Longjing 龙井', 'en', undefined],
    ['Longjing Green Tea', 'zh', 'en'],
    ['龙井绿茶', 'zh', undefined],
    ['Jade Garden 青瓷茶具', 'zh', undefined],
    ['MJ-00001', 'en', undefined],
    ['12345', 'zh', undefined],
    ['', 'en', undefined],
    [null, 'en', undefined],
    ['Crème brûlée', 'zh', 'en'],
  ] as const)('%j on a %s page -> %j', (text, page, expected) => {
    expect(textLang(text, page)).toBe(expected);
  });
});
