/**
 * Answer schemas of the filters extension (types/filters.ts): what src/services/filters.ts needs
 * of each answer. A choice without a value or a count is left out; a facets answer without its
 * total or a group's list leaves the count or the group out.
 */
import { PRODUCT } from './product';
import { int, list, name, obj, orNull, text, type AnswerContract } from './schema-kit';

const choice = obj(
  {
    value: name('what to send back: brandName, tagName, an option value'),
    label: text("in the request's language (the value when absent)"),
    count: int('products the list holds with this choice; choices giving none are left out', 1),
  },
  ['value', 'count'],
);

export const FILTER_ANSWERS: AnswerContract[] = [
  {
    route: 'GET /ext/filters/products',
    check: 'filterProducts',
    schema: list(PRODUCT, 'a page of the filtered list, as GET productManagement2/products gives it'),
  },
  {
    route: 'GET /ext/filters/facets',
    check: 'filterFacets',
    schema: obj(
      {
        total: int('products matching every filter', 0),
        brands: list(choice),
        tags: list(choice),
        options: list(
          obj({ key: name('the option key of optionPair'), name: text(), values: list(choice) }, ['key', 'values']),
        ),
        price: orNull(
          obj({ min: int('minor units', 0), max: int('minor units', 0) }, ['min', 'max'], 'without the price filter'),
        ),
        inStock: int('what "in stock only" would give', 0),
      },
      ['total', 'brands', 'tags', 'options'],
      "each group's counts apply every other group's filter but not its own",
    ),
  },
];
