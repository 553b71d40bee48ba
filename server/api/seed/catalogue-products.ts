/**
 * The seeded catalogue's product shape, and the three hand-made products the app and its tests
 * name: the featured tea set the menus link to, a hamper whose description carries XSS payloads
 * (the app must sanitise it) and the membership. The rest is generated (catalogue-generate.ts).
 */
import { COLOURS, type Pair } from './catalogue-data';

/** Product 1 is the "Featured tea set" the seeded menus link to (product/1). */
export const FEATURED_PRODUCT_ID = 1;
/** Its description carries XSS payloads, to prove the app sanitises descriptions. */
export const XSS_PRODUCT_ID = 2;
export const MEMBERSHIP_PRODUCT_ID = 3;

export interface SeedOption {
  name: string;
  nameContent: { en: string; zh: string };
  values: { value: string; nameContent: { en: string; zh: string }; priceDelta?: number }[];
}

export interface SeedSpec {
  name: string;
  nameContent: { en: string; zh: string };
  valueContent: { en: string; zh: string };
}

export interface ProductSeed {
  id: number;
  sku: string;
  productType: 'PRODUCT' | 'MEMBERSHIP';
  category: string | null;
  brand: string | null;
  tags: string[];
  nameEn: string;
  nameZh: string;
  price: number;
  listPrice: number;
  clearance: boolean;
  position: number;
  createdAt: string;
  imageCount: number;
  descriptionEn: string;
  descriptionZh: string;
  options: SeedOption[];
  specs: SeedSpec[];
  /** Stock per canonical optionPair ('' without options). */
  inventory: [optionPair: string, quantity: number][];
}

/** A spec row (origin, size, storage, ...) in both languages. */
export const spec = (name: string, names: Pair, value: Pair): SeedSpec => ({
  name,
  nameContent: { en: names[0], zh: names[1] },
  valueContent: { en: value[0], zh: value[1] },
});

const colour = (value: string) => {
  const found = COLOURS.find(([v]) => v === value)!;
  return { value, nameContent: { en: found[0], zh: found[1] } };
};

/** Products 1–3, as written by hand. */
export function handMadeProducts(): Omit<ProductSeed, 'sku' | 'position' | 'createdAt' | 'imageCount'>[] {
  const teaSpecs = [
    spec('origin', ['Origin', '产地'], ['Longquan, China', '中国龙泉']),
    spec('contents', ['Contents', '内含'], ['1 teapot, 4 cups, 1 tray', '茶壶1个、茶杯4个、茶盘1个']),
    spec('storage', ['Storage', '储存'], ['Hand wash only', '建议手洗']),
  ];
  return [
    {
      id: FEATURED_PRODUCT_ID,
      productType: 'PRODUCT',
      category: 'tea-sets',
      brand: 'JadeGarden',
      tags: ['gift', 'bestseller'],
      nameEn: 'Jade Garden Celadon Gongfu Tea Set',
      nameZh: '玉园青瓷功夫茶具套装',
      price: 8900,
      listPrice: 8900,
      clearance: false,
      descriptionEn:
        '<h2>Jade Garden Celadon Gongfu Tea Set</h2><p>Our <strong>featured tea set</strong>: hand-glazed celadon from Longquan, made for gongfu brewing.</p><ul><li>Teapot 150 ml</li><li>Four cups</li><li>Bamboo tray</li></ul><p><a href="/store/products/tea">Browse all teas</a></p>',
      descriptionZh:
        '<h2>玉园青瓷功夫茶具套装</h2><p>本店<strong>精选茶具</strong>：龙泉手工青瓷，专为功夫泡法设计。</p><ul><li>茶壶 150 毫升</li><li>茶杯四只</li><li>竹制茶盘</li></ul><p><a href="/store/products/tea">浏览全部茶叶</a></p>',
      options: [
        {
          name: 'size',
          nameContent: { en: 'Size', zh: '尺码' },
          values: [
            { value: 'Small', nameContent: { en: 'Small', zh: '小号' } },
            { value: 'Large', nameContent: { en: 'Large', zh: '大号' }, priceDelta: 3000 },
          ],
        },
        { name: 'colour', nameContent: { en: 'Colour', zh: '颜色' }, values: [colour('Celadon'), colour('White')] },
      ],
      specs: teaSpecs,
      inventory: [
        ['size:Small|colour:Celadon', 12],
        ['size:Small|colour:White', 0],
        ['size:Large|colour:Celadon', 5],
        ['size:Large|colour:White', 3],
      ],
    },
    {
      id: XSS_PRODUCT_ID,
      productType: 'PRODUCT',
      category: 'hampers',
      brand: 'Harbourside',
      tags: ['gift'],
      nameEn: "Harbourside Chef's Sampler Hamper",
      nameZh: '港畔主厨精选礼篮',
      price: 5900,
      listPrice: 5900,
      clearance: false,
      descriptionEn:
        "<h2>Chef's Sampler Hamper</h2><p>Sauces, spices and snacks picked by our chefs.</p>" +
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<p><a href="javascript:window.__xss=3">Click for a surprise</a></p><p onmouseover="window.__xss=4">Enjoy!</p>',
      descriptionZh:
        '<h2>主厨精选礼篮</h2><p>由主厨挑选的酱料、香料和零食。</p>' +
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<p><a href="javascript:window.__xss=3">点击有惊喜</a></p><p onmouseover="window.__xss=4">祝您享用！</p>',
      options: [],
      specs: [spec('origin', ['Origin', '产地'], ['Canada', '加拿大'])],
      inventory: [['', 25]],
    },
    {
      id: MEMBERSHIP_PRODUCT_ID,
      productType: 'MEMBERSHIP',
      category: null,
      brand: null,
      tags: [],
      nameEn: 'Jade Club Membership (1 year)',
      nameZh: '玉会员俱乐部年卡',
      price: 4900,
      listPrice: 4900,
      clearance: false,
      descriptionEn:
        '<h2>Jade Club</h2><p>Member prices, free delivery on every order and early access to seasonal specials for one year.</p>',
      descriptionZh: '<h2>玉会员俱乐部</h2><p>一年内享受会员价、所有订单免费配送，以及时令特惠抢先购。</p>',
      options: [],
      specs: [spec('term', ['Term', '期限'], ['12 months', '12 个月'])],
      inventory: [['', 100000]],
    },
  ];
}
