/**
 * Deterministic generation of the seeded catalogue from the word lists of catalogue-data.ts:
 * the same products, prices, stock and dates on every machine (a fixed-seed PRNG, no clock).
 * Products 1–3 are hand-made (catalogue-products.ts); the rest come leaf by leaf from here.
 */
import {
  APPAREL_SIZES,
  BRANDS,
  CATEGORY_TREE,
  COLOURS,
  ITEM_SIZES,
  OPTION_NAMES,
  ORIGINS,
  TAGS,
  type CategorySpec,
  type OptionKind,
  type Pair,
} from './catalogue-data';
import { PRODUCT_IMAGE, productImageURL } from '../models/products';
import { handMadeProducts, spec, type ProductSeed, type SeedOption, type SeedSpec } from './catalogue-products';

/** mulberry32: tiny, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];
function shuffle<T>(r: Rand, list: T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
/** A shelf price: whole units ending in .29, .49, .79 or .99 (minor units). */
function shelfPrice(r: Rand, raw: number): number {
  return Math.max(99, Math.floor(raw / 100) * 100 + pick(r, [29, 49, 79, 99]));
}

/** How much of the goods a size holds, in grams, millilitres or pieces ('6 x 250ml' -> 1500). */
export function sizeQuantity(size: string): number {
  const s = size.toLowerCase();
  let m = /(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*(ml|g)/.exec(s);
  if (m) return Number(m[1]) * Number(m[2]);
  m = /(\d+(?:\.\d+)?)\s*(kg|g|lb|ml|l)\b/.exec(s);
  if (m) return Number(m[1]) * ({ kg: 1000, g: 1, lb: 454, ml: 1, l: 1000 } as Record<string, number>)[m[2]];
  if (s.includes('half dozen')) return 6;
  if (s.includes('dozen')) return 12;
  m = /(\d+)/.exec(s);
  return m ? Number(m[1]) : 1;
}

/**
 * The part of a category's price range a size sells in: the category's sizes sorted by how much
 * they hold split the range, the smallest taking the cheapest part, so a 330 ml bottle is never
 * dearer than the litre of the same juice.
 */
export function priceBand(range: [number, number], sizes: Pair[], size: Pair): [number, number] {
  const ranked = [...new Set(sizes.map(([en]) => en))].sort((a, b) => sizeQuantity(a) - sizeQuantity(b));
  const rank = Math.max(0, ranked.indexOf(size[0]));
  const step = (range[1] - range[0]) / ranked.length;
  return [Math.round(range[0] + step * rank), Math.round(range[0] + step * (rank + 1))];
}

export interface FlatCategory {
  spec: CategorySpec;
  parent: string | null;
  /** Word lists and settings with the ancestors' defaults applied. */
  adjectives: Pair[];
  sizes: Pair[];
  price: [number, number];
  storage: Pair;
  options?: OptionKind;
  root: string;
}

/** Depth-first, parents before children. */
export function flattenCategories(tree = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (spec: CategorySpec, parent: FlatCategory | null) => {
    const flat: FlatCategory = {
      spec,
      parent: parent?.spec.key ?? null,
      adjectives: spec.adjectives ?? parent?.adjectives ?? [['', '']],
      sizes: spec.sizes ?? parent?.sizes ?? [['', '']],
      price: spec.price ?? parent?.price ?? [199, 1999],
      storage: spec.storage ?? parent?.storage ?? ['', ''],
      options: spec.options ?? parent?.options,
      root: parent?.root ?? spec.key,
    };
    out.push(flat);
    for (const child of spec.children ?? []) walk(child, flat);
  };
  for (const root of tree) walk(root, null);
  return out;
}

const en = (p: Pair) => p[0];
const zh = (p: Pair) => p[1];
const join = (...words: string[]) => words.filter(Boolean).join(' ');

function optionsFor(r: Rand, kind: OptionKind | undefined): SeedOption[] {
  if (!kind) return [];
  const opt = (name: string, values: [string, string, number?][]): SeedOption => ({
    name,
    nameContent: { en: OPTION_NAMES[name][0], zh: OPTION_NAMES[name][1] },
    values: values.map(([value, valueZh, priceDelta]) => ({
      value,
      nameContent: { en: value, zh: valueZh },
      ...(priceDelta ? { priceDelta } : {}),
    })),
  });
  const colours = (n: number) => shuffle(r, COLOURS).slice(0, n);
  if (kind === 'apparel') return [opt('size', APPAREL_SIZES), opt('colour', colours(3))];
  if (kind === 'colour') return [opt('colour', colours(3))];
  return [opt('size', ITEM_SIZES.slice(0, int(r, 2, 3))), opt('colour', colours(2))];
}

/** Every combination of option values, as canonical optionPairs ('' without options). */
export function combinations(options: { name: string; values: { value: string }[] }[]): string[] {
  let combos: string[][] = [[]];
  for (const o of options) combos = combos.flatMap((c) => o.values.map((v) => [...c, `${o.name}:${v.value}`]));
  return combos.map((c) => c.join('|'));
}

function stockFor(r: Rand, options: SeedOption[], soldOut: boolean): [string, number][] {
  return combinations(options).map((pair) => {
    if (soldOut) return [pair, 0];
    if (options.length && r() < 0.25) return [pair, 0];
    return [pair, int(r, 1, options.length ? 40 : 200)];
  });
}

const TAGLINES: Pair[] = [
  ['Hand-picked for flavour and freshness', '精心挑选，新鲜美味'],
  ['A pantry favourite our shoppers come back for', '顾客回购率极高的人气商品'],
  ['Great for sharing with family and friends', '适合与家人朋友分享'],
  ['Sourced from growers and makers we trust', '源自我们信赖的产地与匠人'],
  ['Everyday quality at a fair price', '日常品质，价格实在'],
];
const GOODS_TAGLINES: Pair[] = [
  ['Built to last and easy to care for', '经久耐用，易于打理'],
  ['A shopper favourite for everyday use', '日常好物，顾客最爱'],
  ['Thoughtfully designed, fairly priced', '设计用心，价格实在'],
];
const isGoods = (c: FlatCategory) => c.root === 'household' || c.root === 'merch' || c.options !== undefined;

function descriptionOf(
  p: { id: number; nameEn: string; nameZh: string },
  brand: (typeof BRANDS)[number],
  cat: FlatCategory,
  tagline: Pair,
  specs: SeedSpec[],
) {
  const li = (lang: 'en' | 'zh') =>
    specs.map((s) => `<li><strong>${s.nameContent[lang]}:</strong> ${s.valueContent[lang]}</li>`).join('');
  const img = `<p><img src="${productImageURL(p.id, 2)}" width="${PRODUCT_IMAGE.width}" height="${PRODUCT_IMAGE.height}" alt=""></p>`;
  return {
    en:
      `<h2>${p.nameEn}</h2><p>${tagline[0]}. <em>${cat.spec.name[0]}</em> from <strong>${brand[1]}</strong>.</p>` +
      `<ul>${li('en')}</ul>${img}<p><a href="/store/brand/${brand[0]}">More from ${brand[1]}</a></p>`,
    zh:
      `<h2>${p.nameZh}</h2><p>${tagline[1]}。<strong>${brand[2]}</strong>出品的<em>${cat.spec.name[1]}</em>。</p>` +
      `<ul>${li('zh')}</ul>${img}<p><a href="/store/brand/${brand[0]}">${brand[2]}的更多商品</a></p>`,
  };
}

const BASE_DATE = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

/** The whole seeded catalogue: hand-made products 1–3, then generated ones, leaf by leaf. */
export function generateProducts(seed = 20240601): ProductSeed[] {
  const r = prng(seed);
  const cats = flattenCategories();
  const products: ProductSeed[] = [];
  const add = (p: Omit<ProductSeed, 'sku' | 'position' | 'createdAt' | 'imageCount'> & Partial<ProductSeed>) => {
    products.push({
      sku: `MJ-${String(p.id).padStart(5, '0')}`,
      position: 0,
      createdAt: new Date(BASE_DATE + int(r, 0, 600) * DAY + p.id * 60_000).toISOString(),
      imageCount: int(r, 2, 3),
      ...p,
    });
  };

  for (const hand of handMadeProducts()) add(hand);

  for (const cat of cats) {
    const items = cat.spec.items;
    if (!items) continue;
    const combos = shuffle(
      r,
      cat.adjectives.flatMap((a) => items.map((i) => [a, i] as const)),
    );
    const count = Math.min(combos.length, int(r, 7, 15));
    for (const [adj, item] of combos.slice(0, count)) {
      const id = products.length + 1;
      const size = pick(r, cat.sizes);
      const brand = cat.root === 'tea' && r() < 0.4 ? BRANDS[2] : pick(r, BRANDS);
      const [low, high] = priceBand(cat.price, cat.sizes, size);
      const listPrice = shelfPrice(r, int(r, low, high));
      const clearance = r() < 0.1;
      const price = clearance ? shelfPrice(r, listPrice * (0.5 + r() * 0.3)) : listPrice;
      const options = optionsFor(r, cat.options);
      const origin = pick(r, ORIGINS);
      const tags = TAGS.map(([key]) => key).filter((key) => {
        if (key === 'organic') return adj[0].startsWith('Organic') || r() < 0.08;
        if (key === 'local') return adj[0] === 'Local' || origin[0] === 'Canada';
        if (key === 'gift') return cat.root === 'gifts' || cat.parent === 'teaware' || r() < 0.05;
        if (key === 'seasonal') return (cat.root === 'fruit' || cat.root === 'vegetables') && r() < 0.3;
        return r() < 0.1;
      });
      const specs = [spec('origin', ['Origin', '产地'], origin)];
      if (size[0]) specs.push(spec('size', ['Size', '规格'], size));
      if (cat.storage[0]) specs.push(spec('storage', ['Storage', '储存'], cat.storage));
      const nameEn = join(en(adj), en(item), en(size));
      const nameZh = join(zh(adj) + zh(item), zh(size));
      const tagline = pick(r, isGoods(cat) ? GOODS_TAGLINES : TAGLINES);
      const description = descriptionOf({ id, nameEn, nameZh }, brand, cat, tagline, specs);
      add({
        id,
        productType: 'PRODUCT',
        category: cat.spec.key,
        brand: brand[0],
        tags,
        nameEn,
        nameZh,
        price,
        listPrice,
        clearance,
        descriptionEn: description.en,
        descriptionZh: description.zh,
        options,
        specs,
        inventory: stockFor(r, options, r() < 0.05),
      });
    }
  }

  // Featured order ("default" sort): product 1 first, the rest shuffled.
  const order = [products[0], ...shuffle(r, products.slice(1))];
  order.forEach((p, i) => (p.position = i + 1));
  return products;
}
