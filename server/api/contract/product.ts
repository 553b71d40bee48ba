/**
 * The answer schema of a product as lists, search and the filters extension give it (answers.ts
 * says what the schemas are for).
 */
import { flag, id, int, list, minor, name, obj, oneOfText, orNull, text } from './schema-kit';

export const IMAGE = {
  imageURL: text('picture path on the API origin or an https URL'),
  width: int('pixels', 1),
  height: int('pixels', 1),
};

export const PRODUCT = obj(
  {
    id: id(),
    sku: text(),
    name: name(),
    productType: oneOfText(['PRODUCT', 'MEMBERSHIP']),
    price: minor('price to pay, minor units'),
    listPrice: minor('regular price (shown struck through above price)'),
    currencyCode: text('ISO 4217'),
    clearance: flag(),
    available: flag('some option combination has stock'),
    hasOptions: flag(),
    ...IMAGE,
    images: list(obj({ ...IMAGE, alt: text() })),
    thumbnail: obj(IMAGE),
    categoryName: orNull(text()),
    brandName: orNull(text()),
    brandDisplayName: orNull(text()),
    tags: list(text()),
    createdDate: text(),
  },
  ['id', 'name', 'price'],
  'a product card: one without id, name or price is left out',
);
