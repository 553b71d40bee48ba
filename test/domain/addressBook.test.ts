import type { Address } from '@api-types';
import {
  addressInput,
  addressLine,
  deliveryFieldsFromAddress,
  emptyAddressBookForm,
  formFromAddress,
  formFromWeChatAddress,
  validateAddressBookForm,
  type AddressBookForm,
} from '@/domain/addressBook';
import type { Errors } from '@/domain/checkout';

const keys = (e: Errors) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.key]));
const ON = ['AB', 'BC', 'ON'];
const ok: AddressBookForm = {
  firstName: 'Ada',
  lastName: 'L',
  phone: '416 555 0100',
  street: '1 Yonge St',
  unit: '',
  city: 'Toronto',
  province: 'ON',
  postCode: 'm5e1w7',
  country: 'CA',
  isDefault: false,
};

describe('validateAddressBookForm', () => {
  it.each<[Partial<AddressBookForm>, Record<string, string>]>([
    [{}, {}],
    [{ postCode: '12345' }, { postCode: 'istore_checkout_err_post_code' }],
    [{ postCode: '' }, { postCode: 'istore_checkout_err_post_code_required' }],
    [{ province: 'QC' }, { province: 'istore_checkout_err_province' }],
    [{ province: '' }, { province: 'istore_checkout_err_province' }],
    [{ street: ' ' }, { street: 'istore_checkout_err_street' }],
    [{ city: '' }, { city: 'istore_checkout_err_city' }],
    [{ unit: 'x'.repeat(21) }, { unit: 'istore_checkout_err_too_long' }],
    [{ phone: '' }, { phone: 'istore_checkout_err_phone_required' }],
    [{ country: 'ca' }, { country: 'istore_checkout_err_country' }],
    [{ country: 'US', postCode: '!' }, { postCode: 'istore_checkout_err_post_code_other' }],
    [{ country: 'US', postCode: '10001' }, {}],
  ])('%j -> %j', (patch, expected) => expect(keys(validateAddressBookForm({ ...ok, ...patch }, ON))).toEqual(expected));
});

test('addressInput trims and writes Canadian post codes as the server keeps them', () => {
  expect(addressInput({ ...ok, firstName: ' Ada ', postCode: 'm5e1w7' })).toMatchObject({
    firstName: 'Ada',
    postCode: 'M5E 1W7',
    streetNumberAndNameDetails: '1 Yonge St',
  });
});

const saved: Address = {
  id: 3,
  type: 'DELIVERY',
  firstName: 'Ada',
  lastName: 'L',
  phone: '416 555 0100',
  streetNumberAndNameDetails: '1 Yonge St',
  unit: '4',
  city: 'Toronto',
  province: 'ON',
  postCode: 'M5E 1W7',
  country: 'CA',
  isDefault: true,
};

test('a saved address round-trips through the form and fills checkout', () => {
  const { id: _id, type: _type, ...fields } = saved;
  expect(addressInput(formFromAddress(saved))).toEqual(fields);
  expect(deliveryFieldsFromAddress(saved, 'ring twice')).toEqual({
    firstName: 'Ada',
    lastName: 'L',
    phone: '416 555 0100',
    street: '1 Yonge St',
    unit: '4',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5E 1W7',
    instructions: 'ring twice',
  });
  expect(addressLine(saved)).toBe('1 Yonge St, 4, Toronto ON M5E 1W7');
});

describe('formFromWeChatAddress', () => {
  const provinces = [
    { code: 'ON', name: 'Ontario' },
    { code: 'BC', name: 'British Columbia' },
  ];
  it.each([
    [
      { userName: 'Ada Lovelace', provinceName: 'Ontario' },
      { firstName: 'Ada', lastName: 'Lovelace', province: 'ON' },
    ],
    [
      { userName: '张三', provinceName: '广东省' },
      { firstName: '张三', lastName: '', province: '' },
    ],
    [
      { userName: 'Mary Ann Smith', provinceName: 'bc' },
      { firstName: 'Mary Ann', lastName: 'Smith', province: 'BC' },
    ],
  ])('%j -> %j', (w, expected) => expect(formFromWeChatAddress(w, provinces)).toMatchObject(expected));

  test('street, city, phone and post code come across', () => {
    const f = formFromWeChatAddress(
      {
        userName: 'Ada L',
        telNumber: '416 555 0100',
        detailInfo: '1 Yonge St',
        countyName: 'Downtown',
        cityName: 'Toronto',
        postalCode: 'M5E 1W7',
        provinceName: 'Ontario',
      },
      provinces,
      emptyAddressBookForm(),
    );
    expect(f).toMatchObject({
      phone: '416 555 0100',
      street: '1 Yonge St, Downtown',
      city: 'Toronto',
      postCode: 'M5E 1W7',
      country: 'CA',
    });
  });
});
