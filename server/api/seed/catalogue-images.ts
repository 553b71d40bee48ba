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

/** Items whose own illustration is closer than their category's (English item name). */
export const ITEM_ICONS: Record<string, string> = {
  'Navel Orange': 'tangerine',
  Mandarin: 'tangerine',
  Lemon: 'lemon',
  Grapefruit: 'tangerine',
  Pomelo: 'tangerine',
  Lime: 'lemon',
  Strawberries: 'strawberry',
  Blueberries: 'blueberries',
  Raspberries: 'strawberry',
  Blackberries: 'blueberries',
  Cranberries: 'cherries',
  'Fuji Apple': 'red-apple',
  'Gala Apple': 'red-apple',
  'Asian Pear': 'pear',
  'Honeycrisp Apple': 'red-apple',
  'Bartlett Pear': 'pear',
  Mango: 'mango',
  Pineapple: 'pineapple',
  'Dragon Fruit': 'kiwi-fruit',
  Lychee: 'cherries',
  Papaya: 'mango',
  Banana: 'banana',
  'Bok Choy': 'leafy-green',
  Spinach: 'leafy-green',
  Kale: 'leafy-green',
  'Napa Cabbage': 'leafy-green',
  'Gai Lan': 'broccoli',
  Lettuce: 'leafy-green',
  Carrots: 'carrot',
  Potatoes: 'potato',
  'Sweet Potatoes': 'roasted-sweet-potato',
  'Daikon Radish': 'carrot',
  Taro: 'potato',
  'Lotus Root': 'ginger-root',
  'Shiitake Mushrooms': 'brown-mushroom',
  'Enoki Mushrooms': 'mushroom',
  'King Oyster Mushrooms': 'brown-mushroom',
  'Button Mushrooms': 'mushroom',
  'Matcha Powder': 'leafy-green',
  Chamomile: 'blossom',
  'Chamomile Tea': 'blossom',
  'Chrysanthemum Tea': 'blossom',
  'Peppermint Tea': 'herb',
  'Ginger Tea': 'ginger-root',
  Rooibos: 'hot-beverage',
  'Earl Grey': 'hot-beverage',
  'English Breakfast': 'hot-beverage',
  'Glass Teapot': 'teapot',
  'Tea Cup Pair': 'teacup-without-handle',
  Gaiwan: 'teacup-without-handle',
  'Potato Chips': 'potato',
  'Shrimp Crackers': 'fried-shrimp',
  'Seaweed Snacks': 'rice-ball',
  'Rice Crackers': 'rice-cracker',
  'Taro Chips': 'potato',
  'White Rabbit Candy': 'candy',
  'Haw Flakes': 'candy',
  'Milk Candy': 'candy',
  'Ginger Candy': 'candy',
  'Fruit Jelly': 'custard',
  'Roasted Cashews': 'peanuts',
  'Sunflower Seeds': 'sunflower',
  Pistachios: 'peanuts',
  Almonds: 'chestnut',
  'Watermelon Seeds': 'watermelon',
  'Egg Rolls': 'cookie',
  'Wafer Rolls': 'cookie',
  'Almond Cookies': 'cookie',
  'Sesame Biscuits': 'cookie',
  'Soy Milk': 'glass-of-milk',
  'Oat Milk': 'glass-of-milk',
  'Chocolate Milk': 'chocolate-bar',
  'Strawberry Yogurt': 'strawberry',
  'Drinking Yogurt': 'glass-of-milk',
  'Salted Duck Eggs': 'egg',
  'Duck Eggs': 'egg',
  'Quail Eggs': 'egg',
  Baguette: 'baguette-bread',
  'Rye Bread': 'bread',
  'Milk Bread': 'bread',
  'Egg Tart': 'custard',
  Croissant: 'croissant',
  'BBQ Pork Bun': 'dumpling',
  'Red Bean Bun': 'bagel',
  'Pineapple Bun': 'bagel',
  Mooncake: 'moon-cake',
  Cheesecake: 'shortcake',
  'Swiss Roll': 'shortcake',
  'Sponge Cake': 'shortcake',
  'Castella Cake': 'shortcake',
  'Chili Oil': 'hot-pepper',
  'Olive Oil': 'olive',
  'Peanut Oil': 'peanuts',
  'Sesame Oil': 'jar',
  'Sichuan Peppercorns': 'hot-pepper',
  'Star Anise': 'herb',
  'Five Spice Powder': 'salt',
  'Cinnamon Sticks': 'herb',
  'White Pepper': 'salt',
  'Apple Cider Vinegar': 'red-apple',
  'Orange Juice': 'tangerine',
  'Apple Juice': 'green-apple',
  'Mango Juice': 'mango',
  'Coconut Water': 'coconut',
  'Sugarcane Juice': 'cup-with-straw',
  'Lemon Soda': 'lemon',
  'Ginger Ale': 'cup-with-straw',
  'Grass Jelly Drink': 'bubble-tea',
  'Herbal Tea Drink': 'cup-with-straw',
  'Sour Plum Drink': 'cup-with-straw',
  'Soup Dumplings': 'dumpling',
  Potstickers: 'dumpling',
  'Shrimp Dumplings': 'dumpling',
  'Mango Sorbet': 'shaved-ice',
  'Matcha Ice Cream': 'ice-cream',
  'Vanilla Ice Cream': 'soft-ice-cream',
  'Fried Rice': 'cooked-rice',
  'Spring Rolls': 'burrito',
  'Sticky Rice Wraps': 'rice-ball',
  'Scallion Pancakes': 'flatbread',
  'Sesame Balls': 'dango',
  'Atlantic Salmon': 'fish',
  'Black Cod': 'fish',
  'Tilapia Fillet': 'fish',
  'Yellow Croaker': 'tropical-fish',
  Pomfret: 'tropical-fish',
  'Tiger Prawns': 'shrimp',
  Scallops: 'oyster',
  Mussels: 'oyster',
  'Dungeness Crab': 'crab',
  Clams: 'oyster',
  'Dried Squid': 'squid',
  'Dried Scallops': 'oyster',
  'Pork Ribs': 'meat-on-bone',
  'Whole Chicken': 'poultry-leg',
  'Chicken Wings': 'poultry-leg',
  'Duck Breast': 'cut-of-meat',
  'Chinese Sausage': 'hot-dog',
  'Char Siu': 'cut-of-meat',
  'Smoked Ham': 'bacon',
  'Pork Floss': 'bacon',
  'Rice Vermicelli': 'spaghetti',
  'Glass Noodles': 'spaghetti',
  'Soba Noodles': 'spaghetti',
  Udon: 'steaming-bowl',
  'Dish Soap': 'soap',
  'Laundry Detergent': 'lotion-bottle',
  'Kitchen Towels': 'roll-of-paper',
  Sponges: 'sponge',
  'Glass Cleaner': 'lotion-bottle',
  Wok: 'cooking',
  'Bamboo Steamer': 'dumpling',
  "Chef's Knife": 'kitchen-knife',
  'Cutting Board': 'fork-and-knife-with-plate',
  'Rice Cooker': 'cooked-rice',
  'Glass Containers': 'jar',
  'Lunch Box': 'bento-box',
  'Spice Rack': 'salt',
  'Storage Jars': 'jar',
  'Mooncake Gift Box': 'moon-cake',
  'Lunar New Year Hamper': 'red-envelope',
  'Tea Gift Box': 'teapot',
  'Fruit Basket': 'basket',
  'Snack Hamper': 'basket',
  'Gourmet Hamper': 'basket',
  'Nut Gift Tin': 'chestnut',
  'Wellness Hamper': 'basket',
  "Bird's Nest Gift Set": 'nest-with-eggs',
  'Logo T-Shirt': 't-shirt',
  Hoodie: 'coat',
  Apron: 't-shirt',
  'Baseball Cap': 'billed-cap',
  'Canvas Tote': 'shopping-bags',
  'Insulated Cooler Bag': 'handbag',
  'Shopping Trolley Bag': 'shopping-cart',
  'Mesh Produce Bags': 'shopping-bags',
};

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
