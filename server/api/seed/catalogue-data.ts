/**
 * Word lists of the seeded catalogue (seed/catalogue.ts generates products from them).
 * A pair list is written 'English|中文, English|中文'; an empty pair ('|') means "no word".
 */
export type Pair = [en: string, zh: string];

/** 'a|甲, b|乙' -> [['a', '甲'], ['b', '乙']] */
export function pairs(text: string): Pair[] {
  return text.split(',').map((p) => {
    const [en, zh] = p.split('|').map((s) => s.trim());
    return [en ?? '', zh ?? ''];
  });
}

export type OptionKind = 'apparel' | 'sized-colour' | 'colour';

export interface CategorySpec {
  key: string;
  name: Pair;
  /** Leaf categories hold products; inner ones hold children. */
  children?: CategorySpec[];
  items?: Pair[];
  /** Inherited from the nearest ancestor that has them. */
  adjectives?: Pair[];
  sizes?: Pair[];
  /** Price range in minor units. */
  price?: [number, number];
  storage?: Pair;
  options?: OptionKind;
}

function cat(key: string, en: string, zh: string, rest: Omit<CategorySpec, 'key' | 'name'> = {}): CategorySpec {
  return { key, name: [en, zh], ...rest };
}

const NONE: Pair[] = [['', '']];
const COOL: Pair = ['Keep refrigerated', '冷藏保存'];
const DRY: Pair = ['Store in a cool, dry place', '阴凉干燥处保存'];
const FROZEN: Pair = ['Keep frozen at -18°C', '-18°C 冷冻保存'];

/**
 * The leaf categories (those that hold products), in menu order, one a line:
 * `parent  key  English  中文  items`, the columns two or more spaces apart, the items a pair list.
 * A leaf takes its parent's adjectives, sizes, price range and storage unless LEAF_SETTINGS says.
 */
const LEAVES = `
fruit       citrus           Citrus              柑橘类    Navel Orange|脐橙, Mandarin|砂糖橘, Lemon|柠檬, Grapefruit|西柚, Pomelo|柚子, Lime|青柠
fruit       berries          Berries             浆果      Strawberries|草莓, Blueberries|蓝莓, Raspberries|树莓, Blackberries|黑莓, Cranberries|蔓越莓
fruit       apples-pears     Apples & Pears      苹果梨    Fuji Apple|富士苹果, Gala Apple|嘎啦苹果, Asian Pear|亚洲梨, Honeycrisp Apple|蜜脆苹果, Bartlett Pear|巴梨
fruit       tropical         Tropical Fruit      热带水果  Mango|芒果, Pineapple|菠萝, Dragon Fruit|火龙果, Lychee|荔枝, Papaya|木瓜, Banana|香蕉
vegetables  leafy-greens     Leafy Greens        绿叶菜    Bok Choy|小白菜, Spinach|菠菜, Kale|羽衣甘蓝, Napa Cabbage|大白菜, Gai Lan|芥蓝, Lettuce|生菜
vegetables  root-vegetables  Root Vegetables     根茎类    Carrots|胡萝卜, Potatoes|土豆, Sweet Potatoes|红薯, Daikon Radish|白萝卜, Taro|芋头, Lotus Root|莲藕
vegetables  mushrooms        Mushrooms           菌菇      Shiitake Mushrooms|香菇, Enoki Mushrooms|金针菇, King Oyster Mushrooms|杏鲍菇, Button Mushrooms|白蘑菇, Wood Ear Fungus|木耳
tea         green-tea        Green Tea           绿茶      Jasmine Green Tea|茉莉绿茶, Dragon Well Tea|龙井茶, Biluochun Tea|碧螺春, Sencha|煎茶, Matcha Powder|抹茶粉
tea         black-tea        Black Tea           红茶      Keemun Black Tea|祁门红茶, Dianhong Black Tea|滇红, Earl Grey|伯爵红茶, English Breakfast|英式早餐茶, Lapsang Souchong|正山小种
tea         oolong-tea       Oolong Tea          乌龙茶    Tieguanyin Oolong|铁观音, Da Hong Pao|大红袍, Milk Oolong|金萱乌龙, Dong Ding Oolong|冻顶乌龙, Phoenix Dancong|凤凰单丛
tea         herbal-tea       Herbal Tea          花草茶    Chrysanthemum Tea|菊花茶, Rooibos|南非博士茶, Chamomile Tea|洋甘菊茶, Peppermint Tea|薄荷茶, Ginger Tea|姜茶
tea         puer-tea         Pu'er Tea           普洱茶    Ripe Pu'er Cake|熟普洱饼, Raw Pu'er Cake|生普洱饼, Pu'er Mini Tuocha|普洱小沱茶, Aged Pu'er Brick|陈年普洱砖
teaware     tea-sets         Tea Sets            茶具套装  Porcelain Tea Set|瓷器茶具套装, Gongfu Tea Set|功夫茶具套装, Travel Tea Set|便携茶具套装, Celadon Tea Set|青瓷茶具套装
teaware     teapots          Teapots & Cups      茶壶茶杯  Yixing Clay Teapot|宜兴紫砂壶, Glass Teapot|玻璃茶壶, Cast Iron Teapot|铸铁茶壶, Tea Cup Pair|对杯, Gaiwan|盖碗
snacks      chips            Chips & Crisps      薯片膨化  Potato Chips|薯片, Shrimp Crackers|虾片, Seaweed Snacks|海苔, Rice Crackers|米饼, Taro Chips|芋头片
snacks      candy            Candy               糖果      White Rabbit Candy|大白兔奶糖, Haw Flakes|山楂片, Milk Candy|牛奶糖, Ginger Candy|姜糖, Fruit Jelly|果冻
snacks      nuts             Nuts & Seeds        坚果炒货  Roasted Cashews|烤腰果, Sunflower Seeds|葵花籽, Pistachios|开心果, Almonds|杏仁, Watermelon Seeds|西瓜子
snacks      cookies          Cookies & Biscuits  饼干      Butter Cookies|黄油曲奇, Egg Rolls|蛋卷, Almond Cookies|杏仁饼, Wafer Rolls|威化卷, Sesame Biscuits|芝麻饼干
dairy       milk             Milk                牛奶      Whole Milk|全脂牛奶, Skim Milk|脱脂牛奶, Soy Milk|豆浆, Oat Milk|燕麦奶, Chocolate Milk|巧克力牛奶
dairy       cheese           Cheese              奶酪      Cheddar|切达奶酪, Mozzarella|马苏里拉奶酪, Gouda|高达奶酪, Cream Cheese|奶油奶酪, Brie|布里奶酪
dairy       yogurt           Yogurt              酸奶      Greek Yogurt|希腊酸奶, Plain Yogurt|原味酸奶, Strawberry Yogurt|草莓酸奶, Drinking Yogurt|饮用酸奶
dairy       eggs             Eggs                蛋类      Brown Eggs|棕壳鸡蛋, Free-Run Eggs|散养鸡蛋, Duck Eggs|鸭蛋, Salted Duck Eggs|咸鸭蛋, Quail Eggs|鹌鹑蛋
bakery      bread            Bread               面包      Sourdough Loaf|酸种面包, Milk Bread|牛奶吐司, Whole Wheat Bread|全麦面包, Baguette|法棍, Rye Bread|黑麦面包
bakery      buns             Buns & Pastries     包点      Pineapple Bun|菠萝包, Red Bean Bun|红豆包, Egg Tart|蛋挞, BBQ Pork Bun|叉烧包, Croissant|牛角包
bakery      cakes            Cakes               蛋糕      Sponge Cake|海绵蛋糕, Swiss Roll|瑞士卷, Mooncake|月饼, Cheesecake|芝士蛋糕, Castella Cake|长崎蛋糕
pantry      sauces           Sauces              酱料      Light Soy Sauce|生抽, Dark Soy Sauce|老抽, Oyster Sauce|蚝油, Chili Oil|辣椒油, Black Bean Sauce|豆豉酱, Hoisin Sauce|海鲜酱
pantry      oils             Cooking Oils        食用油    Peanut Oil|花生油, Sesame Oil|芝麻油, Canola Oil|菜籽油, Olive Oil|橄榄油, Rice Bran Oil|米糠油
pantry      spices           Spices              香料      Sichuan Peppercorns|花椒, Star Anise|八角, Five Spice Powder|五香粉, Cinnamon Sticks|桂皮, White Pepper|白胡椒粉
pantry      vinegar          Vinegar             醋        Black Vinegar|香醋, Rice Vinegar|米醋, Aged Vinegar|陈醋, Apple Cider Vinegar|苹果醋
beverages   juice            Juice               果汁      Orange Juice|橙汁, Apple Juice|苹果汁, Mango Juice|芒果汁, Coconut Water|椰子水, Sugarcane Juice|甘蔗汁
beverages   coffee           Coffee              咖啡      Espresso Beans|意式咖啡豆, Drip Coffee|挂耳咖啡, Instant Coffee|速溶咖啡, Cold Brew|冷萃咖啡, Vietnamese Coffee|越南咖啡
beverages   soda             Soft Drinks         汽水饮料  Lemon Soda|柠檬汽水, Ginger Ale|姜汁汽水, Grass Jelly Drink|仙草饮, Herbal Tea Drink|凉茶, Sour Plum Drink|酸梅汤
frozen      dumplings        Dumplings           饺子      Pork & Cabbage Dumplings|猪肉白菜饺子, Shrimp Dumplings|虾饺, Vegetable Dumplings|素饺子, Soup Dumplings|小笼包, Potstickers|锅贴
frozen      ice-cream        Ice Cream           冰淇淋    Matcha Ice Cream|抹茶冰淇淋, Red Bean Ice Cream|红豆冰淇淋, Mango Sorbet|芒果雪葩, Vanilla Ice Cream|香草冰淇淋, Black Sesame Ice Cream|黑芝麻冰淇淋
frozen      frozen-meals     Frozen Meals        速冻餐点  Fried Rice|炒饭, Spring Rolls|春卷, Sticky Rice Wraps|糯米鸡, Scallion Pancakes|葱油饼, Sesame Balls|麻球
seafood     fish             Fish                鱼类      Atlantic Salmon|大西洋三文鱼, Black Cod|黑鳕鱼, Tilapia Fillet|罗非鱼片, Yellow Croaker|黄花鱼, Pomfret|鲳鱼
seafood     shellfish        Shellfish           虾蟹贝类  Tiger Prawns|虎虾, Scallops|扇贝, Mussels|青口, Dungeness Crab|珍宝蟹, Clams|蛤蜊
seafood     dried-seafood    Dried Seafood       海味干货  Dried Shrimp|虾米, Dried Scallops|干贝, Dried Squid|鱿鱼干, Fish Maw|鱼肚
meat        pork             Pork                猪肉      Pork Belly|五花肉, Pork Ribs|排骨, Ground Pork|猪肉馅, Pork Chops|猪排, Pork Shoulder|猪肩肉
meat        beef             Beef                牛肉      Beef Brisket|牛腩, Sirloin Steak|西冷牛排, Beef Shank|牛腱, Sliced Beef|肥牛片, Ground Beef|牛肉馅
meat        poultry          Poultry             禽类      Whole Chicken|整鸡, Chicken Thighs|鸡腿, Chicken Wings|鸡翅, Duck Breast|鸭胸, Chicken Feet|凤爪
meat        sausages         Sausages & Deli     香肠熟食  Chinese Sausage|广式腊肠, Char Siu|叉烧, Smoked Ham|烟熏火腿, Pork Floss|肉松
noodles     dried-noodles    Dried Noodles       挂面粉丝  Wheat Noodles|挂面, Rice Vermicelli|米粉, Glass Noodles|粉丝, Soba Noodles|荞麦面, Udon|乌冬面
noodles     instant-noodles  Instant Noodles     方便面    Beef Noodle Soup|红烧牛肉面, Spicy Ramen|辣拉面, Tom Yum Noodles|冬阴功面, Chicken Noodles|鸡汤面, Hot & Sour Noodles|酸辣粉
noodles     rice             Rice                大米      Jasmine Rice|茉莉香米, Basmati Rice|印度香米, Glutinous Rice|糯米, Brown Rice|糙米, Japonica Rice|粳米
household   cleaning         Cleaning            清洁用品  Dish Soap|洗洁精, Laundry Detergent|洗衣液, Kitchen Towels|厨房纸巾, Sponges|海绵, Glass Cleaner|玻璃清洁剂
household   kitchenware      Kitchenware         厨具      Wok|炒锅, Bamboo Steamer|竹蒸笼, Chef's Knife|厨师刀, Cutting Board|砧板, Rice Cooker|电饭煲
household   storage          Storage             收纳      Glass Containers|玻璃保鲜盒, Lunch Box|饭盒, Spice Rack|调料架, Storage Jars|储物罐
gifts       holiday-gifts    Holiday Gifts       节日礼盒  Mooncake Gift Box|月饼礼盒, Lunar New Year Hamper|新春礼篮, Tea Gift Box|茶叶礼盒, Fruit Basket|水果篮
gifts       hampers          Hampers             礼篮      Snack Hamper|零食礼篮, Gourmet Hamper|美食礼篮, Nut Gift Tin|坚果礼罐, Wellness Hamper|养生礼篮, Bird's Nest Gift Set|燕窝礼盒
merch       apparel          Apparel             服饰      Logo T-Shirt|标志T恤, Hoodie|连帽衫, Apron|围裙, Baseball Cap|棒球帽
merch       bags             Bags                包袋      Canvas Tote|帆布袋, Insulated Cooler Bag|保温袋, Shopping Trolley Bag|购物拖车袋, Mesh Produce Bags|网眼果蔬袋
`;

/** What a leaf says for itself instead of inheriting it. */
const LEAF_SETTINGS: Record<string, Omit<CategorySpec, 'key' | 'name' | 'items'>> = {
  eggs: { sizes: pairs('Dozen|12枚, Half Dozen|6枚, 30 Pack|30枚') },
  spices: { sizes: pairs('50g|50克, 100g|100克, 200g|200克') },
  juice: {
    adjectives: pairs('Cold-Pressed|冷压, Organic|有机, Fresh|鲜榨, |'),
    sizes: pairs('1L|1升, 330ml|330毫升, 6 x 250ml|250毫升×6'),
    storage: COOL,
    price: [249, 1299],
  },
  coffee: {
    adjectives: pairs('Dark Roast|深烘, Medium Roast|中烘, Single Origin|单一产地, Organic|有机'),
    sizes: pairs('250g|250克, 500g|500克, 10 sachets|10袋'),
    price: [499, 2499],
  },
  soda: {
    adjectives: pairs('Classic|经典, Sparkling|气泡, Zero Sugar|无糖, Original|原味'),
    sizes: pairs('330ml|330毫升, 6 x 330ml|330毫升×6, 1.5L|1.5升'),
    price: [129, 899],
  },
  'ice-cream': { sizes: pairs('500ml|500毫升, 1L|1升, 4 bars|4支装') },
  'dried-seafood': { sizes: pairs('100g|100克, 200g|200克, 454g|454克'), storage: DRY },
  sausages: { adjectives: pairs('Classic|经典, Cantonese|广式, Homestyle|家常, Premium|精选, |') },
  'instant-noodles': { sizes: pairs('Pack of 5|5包装, Cup|杯装, Bowl|碗装') },
  rice: { sizes: pairs('2kg|2公斤, 5kg|5公斤, 10lb|10磅') },
  kitchenware: { sizes: NONE, options: 'sized-colour' },
  apparel: { adjectives: pairs('Classic|经典, Organic Cotton|有机棉, Market|市集, Vintage|复古'), options: 'apparel' },
  bags: { adjectives: pairs('Reusable|环保, Classic|经典, Large|大号, Foldable|折叠'), options: 'colour' },
};

/** The leaves under a parent, in table order. */
function leaves(parent: string): CategorySpec[] {
  return LEAVES.split('\n')
    .map((line) => line.split(/ {2,}/))
    .filter(([p]) => p === parent)
    .map(([, key, en, zh, items]) => cat(key, en, zh, { items: pairs(items), ...LEAF_SETTINGS[key] }));
}

/** Roots first; the first 14 are the menu categories of seed/store-navigation.ts (MENU_CATEGORIES). */
export const CATEGORY_TREE: CategorySpec[] = [
  cat('fruit', 'Fresh Fruit', '新鲜水果', {
    adjectives: pairs('Fresh|新鲜, Organic|有机, Premium|精选, Sweet|香甜, |'),
    sizes: pairs('500g|500克, 1kg|1公斤, 2lb|2磅, Box of 6|6个装'),
    price: [199, 1299],
    storage: COOL,
    children: leaves('fruit'),
  }),
  cat('vegetables', 'Vegetables', '蔬菜', {
    adjectives: pairs('Fresh|新鲜, Organic|有机, Local|本地, Baby|小, |'),
    sizes: pairs('250g|250克, 500g|500克, 1 bunch|1把, 1kg|1公斤'),
    price: [149, 699],
    storage: COOL,
    children: leaves('vegetables'),
  }),
  cat('tea', 'Tea', '茶叶', {
    adjectives: pairs('Premium|特级, Organic|有机, Classic|经典, Reserve|珍藏, |'),
    sizes: pairs('100g|100克, 250g|250克, 20 bags|20包, 50 bags|50包'),
    price: [599, 4899],
    storage: DRY,
    children: [
      ...leaves('tea'),
      cat('teaware', 'Teaware', '茶具', {
        adjectives: pairs('Handmade|手工, Classic|经典, Deluxe|豪华, Artisan|匠心, |'),
        sizes: NONE,
        price: [1299, 12999],
        storage: ['Hand wash only', '建议手洗'],
        options: 'sized-colour',
        children: leaves('teaware'),
      }),
    ],
  }),
  cat('snacks', 'Snacks', '零食', {
    adjectives: pairs('Crispy|香脆, Spicy|香辣, Classic|经典, Family Size|家庭装, |'),
    sizes: pairs('100g|100克, 200g|200克, 6-pack|6包装'),
    price: [199, 1499],
    storage: DRY,
    children: leaves('snacks'),
  }),
  cat('dairy', 'Dairy & Eggs', '乳品蛋类', {
    adjectives: pairs('Fresh|新鲜, Organic|有机, Farm|农场, Low-Fat|低脂, |'),
    sizes: pairs('1L|1升, 2L|2升, 500g|500克, 250g|250克'),
    price: [249, 1299],
    storage: COOL,
    children: leaves('dairy'),
  }),
  cat('bakery', 'Bakery', '烘焙', {
    adjectives: pairs('Freshly Baked|新鲜出炉, Artisan|手工, Classic|经典, Mini|迷你, |'),
    sizes: pairs('Pack of 4|4个装, Pack of 6|6个装, 500g|500克'),
    price: [299, 2499],
    storage: ['Best within 2 days', '两天内食用最佳'],
    children: leaves('bakery'),
  }),
  cat('pantry', 'Pantry', '粮油调味', {
    adjectives: pairs('Premium|优质, Organic|有机, Traditional|传统, Classic|经典, |'),
    sizes: pairs('250ml|250毫升, 500ml|500毫升, 1L|1升, 200g|200克'),
    price: [199, 1999],
    storage: DRY,
    children: leaves('pantry'),
  }),
  cat('beverages', 'Beverages', '饮品', { price: [149, 2999], storage: DRY, children: leaves('beverages') }),
  cat('frozen', 'Frozen', '冷冻食品', {
    adjectives: pairs('Classic|经典, Handmade|手工, Family Pack|家庭装, Premium|精选, |'),
    sizes: pairs('400g|400克, 1kg|1公斤, 20 pcs|20只'),
    price: [399, 1999],
    storage: FROZEN,
    children: leaves('frozen'),
  }),
  cat('seafood', 'Seafood', '海鲜', {
    adjectives: pairs('Wild|野生, Fresh|新鲜, Frozen|冷冻, Premium|精选, |'),
    sizes: pairs('300g|300克, 500g|500克, 1kg|1公斤'),
    price: [699, 4999],
    storage: COOL,
    children: leaves('seafood'),
  }),
  cat('meat', 'Meat', '肉类', {
    adjectives: pairs('Fresh|新鲜, Free-Range|散养, Grass-Fed|草饲, Marinated|腌制, |'),
    sizes: pairs('500g|500克, 1kg|1公斤, 2lb|2磅'),
    price: [599, 3999],
    storage: COOL,
    children: leaves('meat'),
  }),
  cat('noodles', 'Noodles & Rice', '面食米饭', {
    adjectives: pairs('Premium|优质, Organic|有机, Classic|经典, Handmade|手工, |'),
    sizes: pairs('500g|500克, 1kg|1公斤, 5 packs|5包装'),
    price: [199, 2999],
    storage: DRY,
    children: leaves('noodles'),
  }),
  cat('household', 'Household', '家居用品', {
    adjectives: pairs('Eco|环保, Premium|高级, Everyday|日常, Compact|小巧, |'),
    sizes: pairs('Pack of 2|2件装, Set of 3|3件套, |'),
    price: [299, 7999],
    storage: ['Keep away from children', '请放在儿童接触不到的地方'],
    children: leaves('household'),
  }),
  cat('gifts', 'Gift Boxes', '礼盒', {
    adjectives: pairs('Deluxe|豪华, Festive|节日, Classic|经典, Signature|招牌, |'),
    sizes: NONE,
    price: [2999, 12999],
    storage: DRY,
    children: leaves('gifts'),
  }),
  cat('merch', 'Merchandise', '周边商品', {
    sizes: NONE,
    price: [999, 5999],
    storage: ['Machine wash cold', '冷水机洗'],
    children: leaves('merch'),
  }),
];

/** Brand key (url-safe, the brand/X link) and names; the first three are linked from menus. */
export const BRANDS: [key: string, en: string, zh: string][] = [
  ['Harbourside', 'Harbourside Provisions', '港畔食品'],
  ['MapleFarms', 'Maple Farms', '枫叶农场'],
  ['JadeGarden', 'Jade Garden', '玉园'],
  ['GoldenHarvest', 'Golden Harvest', '金色丰收'],
  ['PacificCoast', 'Pacific Coast', '太平洋海岸'],
  ['MountainSpring', 'Mountain Spring', '山泉'],
  ['RedLantern', 'Red Lantern', '红灯笼'],
  ['NorthernStar', 'Northern Star', '北极星'],
  ['LotusHouse', 'Lotus House', '莲花坊'],
  ['BambooGrove', 'Bamboo Grove', '竹林'],
];

export const TAGS: [key: string, en: string, zh: string][] = [
  ['organic', 'Organic', '有机'],
  ['new', 'New', '新品'],
  ['bestseller', 'Best Seller', '热销'],
  ['gluten-free', 'Gluten Free', '无麸质'],
  ['vegan', 'Vegan', '纯素'],
  ['imported', 'Imported', '进口'],
  ['local', 'Local', '本地'],
  ['gift', 'Great Gift', '送礼佳品'],
  ['seasonal', 'Seasonal', '时令'],
];

/**
 * The home page's Featured strip and its See all (/store/tag/featured): the store's picks. Kept out
 * of TAGS, whose keys the product generator draws from.
 */
export const FEATURED_TAG_ROW: [key: string, en: string, zh: string] = ['featured', 'Featured', '精选'];

/** How many products the seed features: the first by the store's order, so the strip keeps its look. */
export const FEATURED_COUNT = 12;

export const ORIGINS: Pair[] = pairs(
  'Canada|加拿大, China|中国, Japan|日本, Taiwan|台湾, Thailand|泰国, Vietnam|越南, Italy|意大利, Mexico|墨西哥, USA|美国, New Zealand|新西兰',
);

/** Option names and their values ('size' and 'colour' keys go into optionPair). */
export const OPTION_NAMES: Record<string, Pair> = { size: ['Size', '尺码'], colour: ['Colour', '颜色'] };
/** [value, zh, price added in minor units]: a larger size costs more. */
export const APPAREL_SIZES: [string, string, number][] = [
  ['S', '小码', 0],
  ['M', '中码', 0],
  ['L', '大码', 0],
  ['XL', '加大码', 300],
];
export const ITEM_SIZES: [string, string, number][] = [
  ['Small', '小号', 0],
  ['Medium', '中号', 800],
  ['Large', '大号', 1800],
];
export const COLOURS: [string, string][] = [
  ['Red', '红色'],
  ['Blue', '蓝色'],
  ['Green', '绿色'],
  ['Black', '黑色'],
  ['White', '白色'],
  ['Celadon', '青瓷色'],
  ['Natural', '原色'],
];
