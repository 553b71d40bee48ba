/**
 * Pictures of the seeded catalogue: which illustration shows each product and category, and the
 * soft background colour of each root category. The illustrations are Microsoft's Fluent Emoji
 * (flat set, MIT licence, npm package @iconify-json/fluent-emoji-flat); the ones used are copied
 * into the `media_icons` table when the catalogue is seeded, so the server never reads the
 * package (or the network) to draw a picture (server/api/routes/catalogue-media.ts).
 */
import type { Db } from '../db';
import { CATEGORY_TREE, type CategorySpec } from './catalogue-data';

export const ICON_LICENCE = 'Fluent Emoji (flat) by Microsoft, MIT licence, from @iconify-json/fluent-emoji-flat';

/** Soft background and accent of each root category (children share their root's look). */
export const CATEGORY_COLOURS: Record<string, { background: string; accent: string }> = {
  fruit: { background: '#FDEBDD', accent: '#F8CDAE' },
  vegetables: { background: '#E5F4DF', accent: '#C3E5B6' },
  tea: { background: '#E3F0E6', accent: '#BBDAC3' },
  snacks: { background: '#FFF3D1', accent: '#FBE09A' },
  dairy: { background: '#EAF2FB', accent: '#C8DCF3' },
  bakery: { background: '#F8EAD8', accent: '#EDCFA8' },
  pantry: { background: '#F6E6DA', accent: '#E8C6AD' },
  beverages: { background: '#E0F2F6', accent: '#B5DFEA' },
  frozen: { background: '#E6EDFB', accent: '#C2D2F4' },
  seafood: { background: '#DEF1F1', accent: '#B1DEDF' },
  meat: { background: '#FBE5E3', accent: '#F2C2BD' },
  noodles: { background: '#FFF2DA', accent: '#F8DBA3' },
  household: { background: '#ECEAF7', accent: '#D0CBEE' },
  gifts: { background: '#FBE5EE', accent: '#F2C1D4' },
  merch: { background: '#EEF0F2', accent: '#D3D8DE' },
};
export const DEFAULT_COLOURS = { background: '#EEF3EF', accent: '#CFE0D4' };

/** Illustration of each category (leaf categories: the default for their products). */
export const CATEGORY_ICONS: Record<string, string> = {
  fruit: 'red-apple',
  citrus: 'tangerine',
  berries: 'strawberry',
  'apples-pears': 'pear',
  tropical: 'mango',
  vegetables: 'leafy-green',
  'leafy-greens': 'leafy-green',
  'root-vegetables': 'carrot',
  mushrooms: 'mushroom',
  tea: 'teacup-without-handle',
  'green-tea': 'teacup-without-handle',
  'black-tea': 'hot-beverage',
  'oolong-tea': 'teacup-without-handle',
  'herbal-tea': 'hibiscus',
  'puer-tea': 'teacup-without-handle',
  teaware: 'teapot',
  'tea-sets': 'teapot',
  teapots: 'teapot',
  snacks: 'cookie',
  chips: 'rice-cracker',
  candy: 'candy',
  nuts: 'peanuts',
  cookies: 'cookie',
  dairy: 'glass-of-milk',
  milk: 'glass-of-milk',
  cheese: 'cheese-wedge',
  yogurt: 'bowl-with-spoon',
  eggs: 'egg',
  bakery: 'bread',
  bread: 'bread',
  buns: 'croissant',
  cakes: 'shortcake',
  pantry: 'jar',
  sauces: 'jar',
  oils: 'olive',
  spices: 'salt',
  vinegar: 'jar',
  beverages: 'beverage-box',
  juice: 'beverage-box',
  coffee: 'hot-beverage',
  soda: 'cup-with-straw',
  frozen: 'dumpling',
  dumplings: 'dumpling',
  'ice-cream': 'ice-cream',
  'frozen-meals': 'takeout-box',
  seafood: 'fish',
  fish: 'fish',
  shellfish: 'shrimp',
  'dried-seafood': 'shrimp',
  meat: 'cut-of-meat',
  pork: 'cut-of-meat',
  beef: 'cut-of-meat',
  poultry: 'poultry-leg',
  sausages: 'meat-on-bone',
  noodles: 'steaming-bowl',
  'dried-noodles': 'spaghetti',
  'instant-noodles': 'steaming-bowl',
  rice: 'cooked-rice',
  household: 'soap',
  cleaning: 'soap',
  kitchenware: 'cooking',
  storage: 'jar',
  gifts: 'wrapped-gift',
  'holiday-gifts': 'wrapped-gift',
  hampers: 'basket',
  merch: 'shopping-bags',
  apparel: 't-shirt',
  bags: 'shopping-bags',
};

/**
 * Items whose own illustration is closer than their category's: one illustration a line, then the
 * English names of its items (an illustration may take more than one line).
 */
const ITEMS_BY_ICON = `
tangerine:                 Navel Orange, Mandarin, Grapefruit, Pomelo, Orange Juice
lemon:                     Lemon, Lime, Lemon Soda
strawberry:                Strawberries, Raspberries, Strawberry Yogurt
blueberries:               Blueberries, Blackberries
cherries:                  Cranberries, Lychee
red-apple:                 Fuji Apple, Gala Apple, Honeycrisp Apple, Apple Cider Vinegar
pear:                      Asian Pear, Bartlett Pear
mango:                     Mango, Papaya, Mango Juice
pineapple:                 Pineapple
kiwi-fruit:                Dragon Fruit
banana:                    Banana
leafy-green:               Bok Choy, Spinach, Kale, Napa Cabbage, Lettuce, Matcha Powder
broccoli:                  Gai Lan
carrot:                    Carrots, Daikon Radish
potato:                    Potatoes, Taro, Potato Chips, Taro Chips
roasted-sweet-potato:      Sweet Potatoes
ginger-root:               Lotus Root, Ginger Tea
brown-mushroom:            Shiitake Mushrooms, King Oyster Mushrooms
mushroom:                  Enoki Mushrooms, Button Mushrooms
blossom:                   Chamomile, Chamomile Tea, Chrysanthemum Tea
herb:                      Peppermint Tea, Star Anise, Cinnamon Sticks
hot-beverage:              Rooibos, Earl Grey, English Breakfast
teapot:                    Glass Teapot, Tea Gift Box
teacup-without-handle:     Tea Cup Pair, Gaiwan
fried-shrimp:              Shrimp Crackers
rice-ball:                 Seaweed Snacks, Sticky Rice Wraps
rice-cracker:              Rice Crackers
candy:                     White Rabbit Candy, Haw Flakes, Milk Candy, Ginger Candy
custard:                   Fruit Jelly, Egg Tart
peanuts:                   Roasted Cashews, Pistachios, Peanut Oil
sunflower:                 Sunflower Seeds
chestnut:                  Almonds, Nut Gift Tin
watermelon:                Watermelon Seeds
cookie:                    Egg Rolls, Wafer Rolls, Almond Cookies, Sesame Biscuits
glass-of-milk:             Soy Milk, Oat Milk, Drinking Yogurt
chocolate-bar:             Chocolate Milk
egg:                       Salted Duck Eggs, Duck Eggs, Quail Eggs
baguette-bread:            Baguette
bread:                     Rye Bread, Milk Bread
croissant:                 Croissant
dumpling:                  BBQ Pork Bun, Soup Dumplings, Potstickers, Shrimp Dumplings, Bamboo Steamer
bagel:                     Red Bean Bun, Pineapple Bun
moon-cake:                 Mooncake, Mooncake Gift Box
shortcake:                 Cheesecake, Swiss Roll, Sponge Cake, Castella Cake
hot-pepper:                Chili Oil, Sichuan Peppercorns
olive:                     Olive Oil
jar:                       Sesame Oil, Glass Containers, Storage Jars
salt:                      Five Spice Powder, White Pepper, Spice Rack
green-apple:               Apple Juice
coconut:                   Coconut Water
cup-with-straw:            Sugarcane Juice, Ginger Ale, Herbal Tea Drink, Sour Plum Drink
bubble-tea:                Grass Jelly Drink
shaved-ice:                Mango Sorbet
ice-cream:                 Matcha Ice Cream
soft-ice-cream:            Vanilla Ice Cream
cooked-rice:               Fried Rice, Rice Cooker
burrito:                   Spring Rolls
flatbread:                 Scallion Pancakes
dango:                     Sesame Balls
fish:                      Atlantic Salmon, Black Cod, Tilapia Fillet, Fish Maw
tropical-fish:             Yellow Croaker, Pomfret
shrimp:                    Tiger Prawns
oyster:                    Scallops, Mussels, Clams, Dried Scallops
crab:                      Dungeness Crab
squid:                     Dried Squid
meat-on-bone:              Pork Ribs
poultry-leg:               Whole Chicken, Chicken Wings
cut-of-meat:               Duck Breast, Char Siu
hot-dog:                   Chinese Sausage
bacon:                     Smoked Ham, Pork Floss
spaghetti:                 Rice Vermicelli, Glass Noodles, Soba Noodles
steaming-bowl:             Udon
soap:                      Dish Soap
lotion-bottle:             Laundry Detergent, Glass Cleaner
roll-of-paper:             Kitchen Towels
sponge:                    Sponges
cooking:                   Wok
kitchen-knife:             Chef's Knife
fork-and-knife-with-plate: Cutting Board
bento-box:                 Lunch Box
red-envelope:              Lunar New Year Hamper
basket:                    Fruit Basket, Snack Hamper, Gourmet Hamper, Wellness Hamper
nest-with-eggs:            Bird's Nest Gift Set
t-shirt:                   Logo T-Shirt, Apron
coat:                      Hoodie
billed-cap:                Baseball Cap
shopping-bags:             Canvas Tote, Mesh Produce Bags
handbag:                   Insulated Cooler Bag
shopping-cart:             Shopping Trolley Bag
`;

/** The illustration of each item listed in ITEMS_BY_ICON (English item name). */
export const ITEM_ICONS: Record<string, string> = Object.fromEntries(
  ITEMS_BY_ICON.trim()
    .split('\n')
    .flatMap((line) => {
      const [icon, items] = line.split(/:\s+/);
      return items.split(', ').map((item) => [item, icon]);
    }),
);

/** Illustrations of the hand-made products (seed/catalogue-products.ts) and the hero. */
export const PRODUCT_ICONS: Record<number, string> = { 1: 'teapot', 2: 'basket', 3: 'gem-stone' };
export const HERO_ICONS = ['teapot', 'pear', 'leafy-green', 'tangerine', 'bread', 'dumpling', 'cherries', 'maple-leaf'];

function leafItems(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (c: CategorySpec) => {
    if (c.items)
      out.set(
        c.key,
        c.items.map(([en]) => en),
      );
    c.children?.forEach(walk);
  };
  CATEGORY_TREE.forEach(walk);
  return out;
}

/** The illustration of a product: its item's, else its category's, else a shopping bag. */
export function productIcon(id: number, nameEn: string, category: string | null): string {
  if (PRODUCT_ICONS[id]) return PRODUCT_ICONS[id];
  const items = (category && leafItems().get(category)) || [];
  // the longest item name the product's name contains ('Sweet Potatoes' before 'Potatoes')
  const item = items.filter((i) => nameEn.includes(i)).sort((a, b) => b.length - a.length)[0];
  return (item && ITEM_ICONS[item]) || (category && CATEGORY_ICONS[category]) || 'shopping-bags';
}

export interface IconBody {
  body: string;
  width: number;
  height: number;
}

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The named illustrations out of the package (read at seed time only). */
export function loadIcons(names: Iterable<string>): Map<string, IconBody> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const set = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  const out = new Map<string, IconBody>();
  for (const name of names) {
    const key = set.icons[name] ? name : set.aliases?.[name]?.parent;
    const icon = key && set.icons[key];
    if (!icon) throw new Error(`catalogue images: no illustration named ${name}`);
    out.set(name, { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 });
  }
  return out;
}

/** Root category key of each category key. */
function rootsByKey(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (c: CategorySpec, root: string) => {
    out.set(c.key, root);
    c.children?.forEach((child) => walk(child, root));
  };
  CATEGORY_TREE.forEach((c) => walk(c, c.key));
  return out;
}

/**
 * Gives every product and category without a picture its illustration and colours, and copies
 * the illustrations used into media_icons. Idempotent: run by the seed and by the migration that
 * brought pictures to databases seeded before them.
 */
export function assignImages(db: Db): void {
  const roots = rootsByKey();
  const colours = (key: string | null) => CATEGORY_COLOURS[(key && roots.get(key)) || ''] ?? DEFAULT_COLOURS;
  const used = new Set<string>(HERO_ICONS);

  const cats = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM categories WHERE icon IS NULL').all();
  const setCat = db.prepare('UPDATE categories SET icon = ?, background = ?, accent = ? WHERE id = ?');
  for (const c of cats) {
    const icon = CATEGORY_ICONS[c.name] ?? 'shopping-bags';
    const { background, accent } = colours(c.name);
    setCat.run(icon, background, accent, c.id);
  }
  const products = db
    .prepare<[], { id: number; name_en: string; category: string | null }>(
      'SELECT p.id, p.name_en, c.name AS category FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.icon IS NULL',
    )
    .all();
  const setProduct = db.prepare('UPDATE products SET icon = ?, background = ?, accent = ? WHERE id = ?');
  for (const p of products) {
    const { background, accent } = colours(p.category);
    setProduct.run(productIcon(p.id, p.name_en, p.category), background, accent, p.id);
  }

  for (const r of db
    .prepare<[], { icon: string }>('SELECT DISTINCT icon FROM categories UNION SELECT DISTINCT icon FROM products')
    .all()) {
    if (r.icon) used.add(r.icon);
  }
  const have = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM media_icons')
      .all()
      .map((r) => r.name),
  );
  const missing = [...used].filter((n) => !have.has(n));
  if (!missing.length) return;
  const insert = db.prepare('INSERT INTO media_icons (name, body, width, height) VALUES (?, ?, ?, ?)');
  for (const [name, icon] of loadIcons(missing)) insert.run(name, icon.body, icon.width, icon.height);
}

export const IMAGES_MIGRATION = `
  CREATE TABLE media_icons (
    name TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL
  );
  ALTER TABLE categories ADD COLUMN icon TEXT;
  ALTER TABLE categories ADD COLUMN background TEXT;
  ALTER TABLE categories ADD COLUMN accent TEXT;
  ALTER TABLE products ADD COLUMN icon TEXT;
  ALTER TABLE products ADD COLUMN background TEXT;
  ALTER TABLE products ADD COLUMN accent TEXT;
`;
