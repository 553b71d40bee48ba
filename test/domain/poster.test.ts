import {
  POSTER_NAME_LINES,
  POSTER_QR,
  POSTER_WIDTH,
  estimateWidth,
  posterFileName,
  posterLayout,
  posterLink,
  saveFailure,
  webOriginFor,
  wrapText,
  type PosterInput,
  type PosterOp,
} from '@/domain/poster';

/** One unit per code point: widths a reader can count. */
const mono = (t: string) => Array.from(t).length;

describe('wrapText: English between words, Chinese between characters, no line starting with a mark, … when cut', () => {
  it.each<[string, number, number, string[]]>([
    ['Jasmine green tea', 10, 2, ['Jasmine', 'green tea']],
    ['Jasmine green tea', 20, 2, ['Jasmine green tea']],
    ['  Jasmine   green\ttea ', 20, 2, ['Jasmine green tea']],
    ['Organic jasmine green tea from Fujian', 10, 2, ['Organic', 'jasmine…']],
    ['Supercalifragilistic tea', 8, 3, ['Supercal', 'ifragili', 'stic tea']],
    ['特级茉莉绿茶礼盒装', 4, 2, ['特级茉莉', '绿茶礼…']],
    ['特级茉莉绿茶', 4, 2, ['特级茉莉', '绿茶']],
    // '，' would start line 2: '莉' goes down with it
    ['特级茉莉，绿茶', 4, 2, ['特级茉', '莉，绿茶']],
    ['有机 Jasmine 绿茶', 7, 3, ['有机', 'Jasmine', '绿茶']],
    ['', 10, 2, []],
    ['   ', 10, 2, []],
    ['tea', 10, 0, []],
  ])('%j in %i x %i lines -> %j', (text, max, lines, expected) => {
    expect(wrapText(text, max, lines, mono)).toEqual(expected);
  });

  it('never gives a line wider than asked, in either language', () => {
    for (const text of ['A very long product name that goes on and on', '非常非常长的商品名称一直写下去不停']) {
      for (const line of wrapText(text, 7, 3, mono)) expect(mono(line)).toBeLessThanOrEqual(7);
    }
  });
});

describe('estimateWidth: CJK a full em, Latin narrower, bold a little wider', () => {
  it.each<[string, number, boolean, number]>([
    ['茶', 20, false, 20],
    ['茶茶', 10, false, 20],
    ['a', 20, false, 11],
    ['il', 10, false, 6],
    ['M', 10, false, 6.8],
    ['茶', 20, true, 21],
  ])('%j at %i bold %j -> %d', (text, size, bold, expected) => {
    expect(estimateWidth(text, size, bold)).toBeCloseTo(expected, 5);
  });
});

const base: PosterInput = {
  storeName: 'Maple Tea House',
  logoUrl: '/static-assets/logo.svg',
  pictureUrl: '/media/products/1.svg',
  name: 'Jasmine green tea',
  price: '$12.50',
  hint: 'Scan the code to open',
  link: 'https://shop.example/store/product/1?rid=R1',
};
const texts = (ops: PosterOp[]) => ops.filter((o) => o.kind === 'text').map((o) => (o as { text: string }).text);
const inBounds = (o: PosterOp, h: number) =>
  'w' in o
    ? o.x >= 0 && o.x + o.w <= POSTER_WIDTH && o.y >= 0 && o.y + o.h <= h
    : o.kind === 'qr'
      ? o.x + o.size <= POSTER_WIDTH && o.y + o.size <= h
      : o.y <= h;

describe('posterLayout: store, picture, name, price and QR code placed on the poster', () => {
  it.each<[string, Partial<PosterInput>, string[], string[]]>([
    ['a product', {}, ['Maple Tea House', 'Jasmine green tea', '$12.50', 'Scan the code to open'], []],
    ['a product on sale: the list price struck through', { wasPrice: '$15.00' }, ['$12.50', '$15.00'], []],
    ['the same price twice is not struck', { wasPrice: '$12.50' }, ['$12.50'], ['$15.00']],
    [
      'a group buy in Chinese: label, group price, normal price, group size',
      {
        storeName: '枫叶茶馆',
        name: '两人拼团特惠',
        price: '¥9.90',
        wasPrice: '¥19.90',
        priceLabel: '拼团价',
        note: '2 人成团',
        hint: '长按识别二维码',
      },
      ['枫叶茶馆', '两人拼团特惠', '拼团价', '¥9.90', '¥19.90', '2 人成团', '长按识别二维码'],
      [],
    ],
  ])('%s', (_, change, present, absent) => {
    const layout = posterLayout({ ...base, ...change }, estimateWidth);
    const said = texts(layout.ops);
    for (const t of present) expect(said).toContain(t);
    for (const t of absent) expect(said).not.toContain(t);
    expect(layout.width).toBe(POSTER_WIDTH);
    for (const op of layout.ops) expect(inBounds(op, layout.height)).toBe(true);
    const qr = layout.ops.find((o) => o.kind === 'qr');
    expect(qr).toMatchObject({ text: base.link, size: POSTER_QR });
  });

  it.each<[string, string]>([
    ['English', 'Hand-picked organic jasmine green tea from the mountains of Fujian province, spring harvest'],
    ['Chinese', '福建高山手工采摘有机特级茉莉花绿茶春季头采限量礼盒装一斤，送礼自用两相宜，买二送一'],
  ])('a long %s name takes at most three lines, the last cut with …, none wider than its column', (_, name) => {
    const layout = posterLayout({ ...base, name }, estimateWidth);
    const nameOps = layout.ops.filter((o) => o.kind === 'text' && o.size === 28) as Extract<
      PosterOp,
      { kind: 'text' }
    >[];
    expect(nameOps).toHaveLength(POSTER_NAME_LINES);
    expect(nameOps[POSTER_NAME_LINES - 1].text.endsWith('…')).toBe(true);
    const qr = layout.ops.find((o) => o.kind === 'qr') as Extract<PosterOp, { kind: 'qr' }>;
    for (const o of nameOps) expect(o.x + estimateWidth(o.text, 28, true)).toBeLessThan(qr.x);
  });

  it('without a logo or a picture: no image to draw, the store name moves to the edge, a grey box stays', () => {
    const layout = posterLayout({ ...base, logoUrl: null, pictureUrl: null }, estimateWidth);
    expect(layout.ops.filter((o) => o.kind === 'image')).toEqual([]);
    const store = layout.ops.find((o) => o.kind === 'text' && o.text === 'Maple Tea House');
    expect(store).toMatchObject({ x: 32 });
  });

  it.each<[number | null, number]>([
    [null, 48],
    [1, 48],
    [0.5, 48],
    [3, 144],
    [10, 200],
  ])('a logo of aspect %j is %i wide (its height 48), the store name after it', (logoAspect, width) => {
    const layout = posterLayout({ ...base, logoAspect }, estimateWidth);
    expect(layout.ops.find((o) => o.kind === 'image' && o.role === 'logo')).toMatchObject({ w: width, h: 48 });
    expect(layout.ops.find((o) => o.kind === 'text' && o.text === 'Maple Tea House')).toMatchObject({
      x: 32 + width + 8 + 16,
    });
  });

  it("paints the band in the store's colour, the default green without one", () => {
    expect(posterLayout({ ...base, primary: '#7a1f5c' }, estimateWidth).ops[1]).toMatchObject({ fill: '#7a1f5c' });
    expect(posterLayout(base, estimateWidth).ops[1]).toMatchObject({ fill: '#0f5c4d' });
  });

  it('a price too wide for the column is drawn smaller', () => {
    const size = (price: string) =>
      (
        posterLayout({ ...base, price }, estimateWidth).ops.find((o) => o.kind === 'text' && o.text === price) as {
          size: number;
        }
      ).size;
    expect(size('$12.50')).toBe(40);
    expect(size('CA$123,456,789.00')).toBeLessThan(40);
  });
});

describe('posterLink: the page link on the web origin, with rid', () => {
  it.each<[string, string, string | null, string]>([
    [
      'https://shop.example/store/product/1',
      'https://other.example',
      'R1',
      'https://shop.example/store/product/1?rid=R1',
    ],
    ['/store/product/1', 'https://shop.example/', 'R1', 'https://shop.example/store/product/1?rid=R1'],
    [
      '/store/groupCampaign?id=3&group=g',
      'https://shop.example',
      'R2',
      'https://shop.example/store/groupCampaign?id=3&group=g&rid=R2',
    ],
    ['/store/product/1?rid=OLD', 'https://shop.example', 'NEW', 'https://shop.example/store/product/1?rid=NEW'],
    ['/store/product/1', 'https://shop.example', null, 'https://shop.example/store/product/1'],
  ])('%j on %j rid %j -> %j', (shared, origin, rid, expected) => {
    expect(posterLink(shared, origin, rid)).toBe(expected);
  });
});

describe("webOriginFor: the store's web origin from the mini-program", () => {
  it.each<[string | null, string, string]>([
    ['shop.example', 'https://shop.example', 'https://shop.example'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['shop.example', 'https://api.example', 'https://shop.example'],
    ['https://shop.example/', 'http://x', 'https://shop.example'],
    [null, 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['', '', ''],
  ])('%j with API %j -> %j', (domain, api, expected) => {
    expect(webOriginFor(domain, api)).toBe(expected);
  });
});

describe('saveFailure: what a failed save to the album means', () => {
  it.each<[string | null, string]>([
    ['saveImageToPhotosAlbum:fail auth deny', 'denied'],
    ['saveImageToPhotosAlbum:fail:auth denied', 'denied'],
    ['saveImageToPhotosAlbum:fail authorize no response', 'denied'],
    ['saveImageToPhotosAlbum:fail cancel', 'cancelled'],
    ['saveImageToPhotosAlbum:fail file not exists', 'failed'],
    [null, 'failed'],
  ])('%j -> %s', (errMsg, expected) => {
    expect(saveFailure(errMsg)).toBe(expected);
  });
});

describe('posterFileName', () => {
  it.each<['product' | 'campaign', number, string]>([
    ['product', 12, 'poster-product-12.png'],
    ['campaign', 3.7, 'poster-campaign-3.png'],
    ['product', -1, 'poster-product-0.png'],
  ])('%s %d -> %s', (kind, id, expected) => {
    expect(posterFileName(kind, id)).toBe(expected);
  });
});
