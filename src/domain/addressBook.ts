/**
 * Address book rules (spec 7.1: getAddresses, updateAddresses, supportedCountries, provinces):
 * the form, its validation (as the server's schema), and reading WeChat's chooseAddress answer.
 */
import type { Address, AddressInput } from '@api-types';
import { provinceCode } from './addressRegions';
import {
  LIMITS,
  nameError,
  phoneError,
  postCodeError,
  normalizePostCode,
  type AddressForm,
  type Errors,
  type FieldError,
} from './checkout';

export interface AddressBookForm {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  unit: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
  isDefault: boolean;
}

export const DEFAULT_COUNTRY = 'CA';
const OTHER_POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,11}$/;

export function emptyAddressBookForm(): AddressBookForm {
  return {
    firstName: '',
    lastName: '',
    phone: '',
    street: '',
    unit: '',
    city: '',
    province: '',
    postCode: '',
    country: DEFAULT_COUNTRY,
    isDefault: false,
  };
}

export function formFromAddress(a: Address): AddressBookForm {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    street: a.streetNumberAndNameDetails,
    unit: a.unit,
    city: a.city,
    province: a.province,
    postCode: a.postCode,
    country: a.country || DEFAULT_COUNTRY,
    isDefault: a.isDefault,
  };
}

export function addressInput(f: AddressBookForm): AddressInput {
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    phone: f.phone.trim(),
    streetNumberAndNameDetails: f.street.trim(),
    unit: f.unit.trim(),
    city: f.city.trim(),
    province: f.province,
    postCode: f.country === 'CA' ? normalizePostCode(f.postCode) : f.postCode.trim(),
    country: f.country,
    isDefault: f.isDefault,
  };
}

function text(value: string, key: string, max: number): FieldError | null {
  if (!value.trim()) return { key };
  return value.trim().length > max ? { key: 'istore_checkout_err_too_long', params: { max } } : null;
}

/** `provinces`: the codes of the chosen country (from common3/provinces). */
export function validateAddressBookForm(f: AddressBookForm, provinces: readonly string[]): Errors {
  const errors: Errors = {};
  const put = (field: string, e: FieldError | null) => {
    if (e) errors[field] = e;
  };
  put('firstName', nameError(f.firstName, 'first'));
  put('lastName', nameError(f.lastName, 'last'));
  put('phone', phoneError(f.phone));
  put('street', text(f.street, 'istore_checkout_err_street', LIMITS.street));
  put(
    'unit',
    f.unit.trim().length > LIMITS.unit ? { key: 'istore_checkout_err_too_long', params: { max: LIMITS.unit } } : null,
  );
  put('city', text(f.city, 'istore_checkout_err_city', LIMITS.city));
  put('province', provinces.includes(f.province) ? null : { key: 'istore_checkout_err_province' });
  if (f.country === 'CA') put('postCode', postCodeError(f.postCode));
  else
    put(
      'postCode',
      !f.postCode.trim()
        ? { key: 'istore_checkout_err_post_code_required' }
        : OTHER_POST_CODE.test(f.postCode.trim())
          ? null
          : { key: 'istore_checkout_err_post_code_other' },
    );
  put('country', /^[A-Z]{2}$/.test(f.country) ? null : { key: 'istore_checkout_err_country' });
  return errors;
}

/** What WeChat's chooseAddress answers (wx.chooseAddress success fields). */
export interface WeChatAddress {
  userName?: string;
  telNumber?: string;
  provinceName?: string;
  cityName?: string;
  countyName?: string;
  detailInfo?: string;
  postalCode?: string;
}

/**
 * WeChat's address into the form: its one name field is split at the last space (Western order) or
 * kept whole as the first name; the province is matched by code or by name against `provinces`
 * (left empty when none matches, so validation asks for it).
 */
export function formFromWeChatAddress(
  w: WeChatAddress,
  provinces: readonly { code: string; name: string }[],
  base: AddressBookForm = emptyAddressBookForm(),
): AddressBookForm {
  const name = (w.userName ?? '').trim();
  const cut = name.lastIndexOf(' ');
  const province = provinceCode(w.provinceName ?? '', provinces);
  return {
    ...base,
    firstName: cut > 0 ? name.slice(0, cut) : name,
    lastName: cut > 0 ? name.slice(cut + 1) : base.lastName,
    phone: (w.telNumber ?? '').trim(),
    street: [w.detailInfo, w.countyName]
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(', '),
    city: (w.cityName ?? '').trim(),
    province,
    postCode: (w.postalCode ?? '').trim(),
  };
}

/** One line for a list: '1 Yonge St, Unit 4, Toronto ON M5E 1W7'. */
export function addressLine(
  a: Pick<Address, 'streetNumberAndNameDetails' | 'unit' | 'city' | 'province' | 'postCode'>,
): string {
  return [a.streetNumberAndNameDetails, a.unit, `${a.city} ${a.province} ${a.postCode}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** A saved address as checkout's delivery fields (its instructions kept: they belong to the order). */
export function deliveryFieldsFromAddress(a: Address, instructions = ''): AddressForm {
  // the book's form without what only the book keeps (country, default)
  const { country: _country, isDefault: _isDefault, ...fields } = formFromAddress(a);
  return { ...fields, instructions };
}
