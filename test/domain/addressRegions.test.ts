import { onlyCountry, provinceChoices, provinceCode, provinceCodesFor } from '@/domain/addressRegions';
import { CA_PROVINCES } from '@/domain/checkout';

const canada = { code: 'CA', name: 'Canada' };
const us = { code: 'US', name: 'United States' };
const provinces = [
  { code: 'BC', name: 'British Columbia' },
  { code: 'ON', name: 'Ontario' },
  { code: 'QC', name: 'Quebec' },
];
const zhProvinces = [
  { code: 'ON', name: '安大略省' },
  { code: 'QC', name: '魁北克省' },
];

describe('onlyCountry: one country is shown, not offered as a list of one', () => {
  test.each<[string, { code: string; name: string }[], { code: string; name: string } | null]>([
    ['one country: that country', [canada], canada],
    ['two: the shopper chooses', [canada, us], null],
    ['none known yet: nothing fixed', [], null],
  ])('%s', (_name, countries, expected) => {
    expect(onlyCountry(countries)).toEqual(expected);
  });
});

describe("provinceCode: the province is stored by checkout's code", () => {
  test.each<[string, string, { code: string; name: string }[], string]>([
    ['a code stays', 'ON', provinces, 'ON'],
    ['a code in another case', 'on', provinces, 'ON'],
    ['a name becomes its code', 'Ontario', provinces, 'ON'],
    ['a name in another case, spaced', '  british   columbia ', provinces, 'BC'],
    ['a Chinese name', '魁北克省', zhProvinces, 'QC'],
    ['unknown: empty (the form asks)', 'Narnia', provinces, ''],
    ['empty stays empty', '', provinces, ''],
    ['no list yet: empty', 'ON', [], ''],
  ])('%s', (_name, value, list, expected) => {
    expect(provinceCode(value, list)).toBe(expected);
  });
});

describe('provinceChoices: the code is the value, the name is what shows', () => {
  test('named from the list, the code where the list has no name', () => {
    expect(provinceChoices(['BC', 'ON', 'YT'], provinces)).toEqual([
      { value: 'BC', label: 'British Columbia' },
      { value: 'ON', label: 'Ontario' },
      { value: 'YT', label: 'YT' },
    ]);
  });
  test("checkout's codes before the list has come: the codes", () => {
    expect(provinceChoices(CA_PROVINCES, []).map((c) => c.label)).toEqual([...CA_PROVINCES]);
  });
  test('every choice value is a code checkout accepts', () => {
    for (const c of provinceChoices(CA_PROVINCES, zhProvinces))
      expect(CA_PROVINCES as readonly string[]).toContain(c.value);
  });
});

describe("provinceCodesFor: the book's Canadian provinces are checkout's codes", () => {
  test("Canada: checkout's list, whatever the regions list holds", () => {
    expect(provinceCodesFor('CA', provinces)).toEqual(CA_PROVINCES);
    expect(provinceCodesFor('CA', [])).toEqual(CA_PROVINCES);
  });
  test("another country: the regions list's codes", () => {
    expect(provinceCodesFor('US', [{ code: 'NY', name: 'New York' }])).toEqual(['NY']);
  });
});
