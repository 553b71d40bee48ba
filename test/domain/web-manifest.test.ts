import { SHORT_NAME_MAX, manifestColour, shortName, webManifest } from '@/domain/web-manifest';

describe('web app manifest from the store', () => {
  it.each<[string, string]>([
    ['Maple & Jade Market', 'Maple & Jade'],
    ['Tea House', 'Tea House'],
    ['Storefront', 'Storefront'],
    ['Supercalifragilistic Shop', 'Supercalifra'],
    ['  Corner   Shop  ', 'Corner Shop'],
    ['Green & Gold Emporium', 'Green & Gold'],
    ['Jade & Co Teas', 'Jade & Co'],
    ['枫玉集市', '枫玉集市'],
  ])('shortName(%j) -> %j', (name, expected) => {
    expect(shortName(name)).toBe(expected);
    expect(shortName(name).length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  });

  it.each<[string | undefined, string]>([
    ['#0B6E4F', '#0B6E4F'],
    ['rgb(11, 110, 79)', 'rgb(11, 110, 79)'],
    ['red;}body{', '#ffffff'],
    ['url(x)', '#ffffff'],
    [undefined, '#ffffff'],
  ])('manifestColour(%j) -> %j', (value, expected) => {
    expect(manifestColour(value, '#ffffff')).toBe(expected);
  });

  it("the store's name, colours and language", () => {
    expect(
      webManifest({
        storeName: 'Maple & Jade Market',
        lang: 'zh',
        css: { varPrimary: '#0B6E4F', varBackground: '#FFFFFF' },
      }),
    ).toEqual({
      id: '/',
      name: 'Maple & Jade Market',
      short_name: 'Maple & Jade',
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B6E4F',
      background_color: '#FFFFFF',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('a store without a name or colours: neutral defaults', () => {
    const m = webManifest({ storeName: '  ', lang: 'en', css: null });
    expect([m.name, m.short_name, m.lang, m.theme_color, m.background_color]).toEqual([
      'Storefront',
      'Storefront',
      'en',
      '#0f5c4d',
      '#ffffff',
    ]);
  });
});
