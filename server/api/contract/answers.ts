/**
 * What the store relies on in the answers it reads: one JSON Schema per call, attached to the
 * reference server's routes as their 200 answer (server/api/app.ts, an onRoute hook), so the
 * OpenAPI document (docs/api/openapi.json, scripts/api-docs.ts) says it. Only what the app's
 * services need is required (a missing required field makes the app drop the item or show an
 * error state); the rest is what it reads when there. test/server/api-docs.test.ts feeds the
 * smallest answer each schema allows through the app's own services: the schema and the app's
 * guards cannot drift apart unnoticed.
 *
 * `check` names the conformance check's call (server/conformance/calls.ts) that reads it.
 */
import { FILTER_ANSWERS } from './filter-answers';
import { SUBSCRIBE_ANSWERS } from './subscribe-answers';
import { IMAGE, PRODUCT } from './product';
import { flag, id, int, list, minor, name, obj, oneOfText, orNull, text, type AnswerContract } from './schema-kit';

const image = IMAGE;

const product = PRODUCT;

const category = obj(
  {
    name: name('the name links use'),
    displayName: text(),
    parentName: orNull(text()),
    productCount: int(undefined, 0),
    ...image,
    children: list(obj({ name: name() }, ['name'], 'categories below it, each shaped as this one')),
  },
  ['name'],
);

const named = obj({ name: name(), displayName: text(), productCount: int(undefined, 0) }, ['name']);
const region = obj({ code: name(), name: text() }, ['code']);
const count = obj({ count: int(undefined, 0) }, ['count'], 'without a usable count the list shows no total');

const navItem = obj({
  name: text(),
  link: orNull(text()),
  linkActionType: text(),
  icon: orNull(text()),
  subMenu: list(obj({})),
});

const totals = {
  currency: name(),
  subtotal: minor(),
  total: minor(),
  discount: minor(),
  deliveryFee: minor(),
  tax: minor(),
  tips: minor(),
  storeCredit: minor(),
};

export type { AnswerContract };

export const ANSWERS: AnswerContract[] = [
  {
    route: 'GET /common3/appInfoInit',
    check: 'appInfo',
    schema: obj(
      {
        appContent: obj(
          {
            storeName: name('shown in the header and page titles'),
            navigation: obj({
              headerMenu: list(navItem),
              sideMenu: list(navItem),
              footerMenu: list(navItem),
              footerTabs: list(navItem),
            }),
            system: obj({ appMessage: obj({ currentLocale: oneOfText(['en', 'zh']), applicationMessage: obj({}) }) }),
          },
          ['storeName'],
        ),
        systemSettings: obj({}),
        user: orNull(obj({})),
        userID: orNull(text()),
        extensions: list(text(), 'extensions the API offers (names from the store: favourites, reviews, ...)'),
      },
      ['appContent'],
    ),
  },
  {
    route: 'GET /common3/pageContent',
    check: 'pageContent',
    schema: obj({ pageName: text(), title: text(), body: text('HTML, sanitised by the app') }),
  },
  {
    route: 'GET /common3/sectionTemplateByType/:type',
    check: 'sections',
    schema: obj({
      sections: list(
        obj(
          {
            id: text(),
            kind: text('a block kind the app draws; others are left out'),
            title: text(),
            ...image,
            alt: text(),
          },
          ['kind'],
        ),
      ),
    }),
  },
  { route: 'GET /productManagement2/products', check: 'products', schema: list(product) },
  { route: 'GET /productManagement2/products/listCount', check: 'listCount', schema: count },
  { route: 'GET /productManagement2/products/search/:term', check: 'search', schema: list(product) },
  { route: 'GET /productManagement2/products/searchCount/:term', check: 'searchCount', schema: count },
  { route: 'GET /productManagement2/products/relatedProducts/:id', check: 'related', schema: list(product) },
  {
    route: 'GET /productDetailManagement/productDetail/:id',
    check: 'productDetail',
    schema: {
      allOf: [
        product,
        obj({
          description: text('HTML, sanitised by the app'),
          options: list(
            obj(
              {
                name: name(),
                displayName: text(),
                values: list(
                  obj(
                    {
                      value: name(),
                      displayName: text(),
                      priceDelta: minor(),
                      // optional: the product in this value (a colour); APIs without such pictures leave it out
                      image: obj({ ...image, alt: text() }, ['imageURL']),
                    },
                    ['value'],
                  ),
                ),
              },
              ['name'],
            ),
          ),
          specs: list(obj({ name: name(), value: name() }, ['name', 'value'])),
          categoryPath: list(obj({ name: name(), displayName: text() }, ['name'])),
        }),
      ],
    },
  },
  {
    route: 'GET /productManagement/categories/:x',
    check: 'categories',
    schema: list(category),
  },
  {
    route: 'GET /productManagement2/category/:name',
    check: 'category',
    schema: { allOf: [category, obj({ description: text() })] },
  },
  { route: 'GET /productManagement/brands', check: 'brands', schema: list(named) },
  { route: 'GET /productManagement2/tag/:name', check: 'tag', schema: named },
  {
    route: 'GET /inventoryManagement/inventoryByProductAndOptions/:productId',
    check: 'inventory',
    schema: obj({
      productId: id(),
      optionPair: orNull(text()),
      available: flag(),
      quantity: int(undefined, 0),
      items: list(
        obj({ optionPair: text(), options: obj({}), quantity: int(undefined, 0), available: flag() }, ['optionPair']),
      ),
    }),
  },
  {
    route: 'GET /common3/campaign/fissionList',
    check: 'campaigns',
    schema: list(
      obj(
        {
          id: id(),
          name: name(),
          state: oneOfText(['UPCOMING', 'ACTIVE', 'ENDED', 'SOLD_OUT']),
          groupSize: id(),
          groupPrice: minor(),
          endsAt: { type: 'string', format: 'date-time' },
          imageURL: orNull(text()),
        },
        ['id', 'name', 'state', 'groupSize', 'groupPrice', 'endsAt'],
      ),
    ),
  },
  {
    route: 'GET /productManagement2/campaignProductItem/list/all',
    check: 'campaignItems',
    schema: list(
      obj(
        {
          id: id(),
          productId: id(),
          name: name(),
          groupPrice: minor(),
          imageURL: orNull(text()),
          stockByOption: obj({}),
        },
        ['id', 'productId', 'name', 'groupPrice'],
      ),
    ),
  },
  {
    route: 'GET /common3/exchangeRates/:currency',
    check: 'exchangeRates',
    schema: obj({ baseCurrency: text(), rates: obj({}, [], 'rate per currency code, as decimal text or number') }),
  },
  { route: 'GET /common3/supportedCountries', check: 'countries', schema: list(region) },
  { route: 'GET /common3/provinces/:country', check: 'provinces', schema: list(region) },
  {
    route: 'GET /shoppingManagement4/myCart',
    check: 'cart',
    schema: obj({
      itemCount: int(undefined, 0),
      lineItems: obj({}, [], 'the lines by key: lineId, productId, quantity, unitPrice (minor units) each'),
      coupon: orNull(obj({ code: name() }, ['code'])),
      orderMethod: orNull(oneOfText(['PICKUP', 'DELIVERY', 'EAT_IN'])),
      ...totals,
    }),
  },
  {
    route: 'GET /shoppingManagement4/checkoutConfig',
    check: 'checkoutConfig',
    schema: obj({ currency: text(), orderMethods: list(obj({})) }),
  },
  {
    route: 'GET /shoppingManagement4/paymentConfig',
    check: 'paymentConfig',
    schema: obj({ currency: text(), channels: list(obj({})) }),
  },
  {
    route: 'GET /shoppingManagement4/localDeliveryConfig',
    check: 'deliveryConfig',
    schema: obj({ zones: list(obj({})) }),
  },
  {
    route: 'GET /ext/reviews/product/:productId',
    check: 'reviews',
    schema: obj({
      productId: id(),
      summary: obj({}),
      total: int(undefined, 0),
      reviews: list(obj({ id: id(), rating: { type: 'integer', minimum: 1, maximum: 5 } }, ['id', 'rating'])),
    }),
  },
  {
    route: 'GET /common3/coupons/',
    check: 'coupons',
    schema: obj({
      coupons: list(
        obj({ code: name(), kind: oneOfText(['PERCENT', 'AMOUNT']), value: { type: 'number', exclusiveMinimum: 0 } }, [
          'code',
          'kind',
          'value',
        ]),
      ),
    }),
  },
  {
    route: 'GET /admin/orderManagement/orders/list',
    check: 'orders',
    schema: obj({
      orders: list(obj({ orderID: name(), ...totals }, ['orderID', 'currency', 'subtotal', 'total'])),
      startingPosition: int(undefined, 0),
      total: int(undefined, 0),
    }),
  },
  { route: 'GET /ext/favourites', check: 'favourites', schema: obj({ items: list(obj({})) }, ['items']) },
  {
    route: 'GET /ext/alerts',
    check: 'alerts',
    schema: obj(
      {
        alerts: list(
          obj(
            {
              id: id(),
              productId: id(),
              optionPair: orNull(text('canonical option pair, null for the whole product')),
              kind: oneOfText(['stock', 'price']),
              status: oneOfText(['pending', 'active', 'sent', 'cancelled']),
              channel: oneOfText(['email', 'wechat']),
              productName: text(),
              price: minor('price when asked'),
              currencyCode: text('ISO 4217'),
              createdAt: text(),
            },
            ['id', 'productId', 'kind'],
            'an alert without id, product or kind is left out',
          ),
        ),
      },
      ['alerts'],
    ),
  },
  ...FILTER_ANSWERS,
  ...SUBSCRIBE_ANSWERS,
];

/** The answer contract of a route (`GET /common3/x`), with or without its trailing slash. */
export function answerFor(route: string): AnswerContract | undefined {
  const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
  return ANSWERS.find((a) => a.route === route) ?? ANSWERS.find((a) => a.route === other);
}
