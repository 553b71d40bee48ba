/**
 * Countries and provinces the store takes addresses in (common3/supportedCountries,
 * common3/provinces/{country}), named per language. Delivery itself is by zone
 * (checkout-config.ts findZone); billing may be in any of these countries.
 */
import type { Country, Locale, LocalizedText, Province } from '../../../types/api';

interface Region {
  code: string;
  name: Required<LocalizedText>;
}

const COUNTRIES: (Region & { provinces: Region[] })[] = [
  {
    code: 'CA',
    name: { en: 'Canada', zh: '加拿大' },
    provinces: [
      { code: 'AB', name: { en: 'Alberta', zh: '艾伯塔省' } },
      { code: 'BC', name: { en: 'British Columbia', zh: '不列颠哥伦比亚省' } },
      { code: 'MB', name: { en: 'Manitoba', zh: '马尼托巴省' } },
      { code: 'NB', name: { en: 'New Brunswick', zh: '新不伦瑞克省' } },
      { code: 'NL', name: { en: 'Newfoundland and Labrador', zh: '纽芬兰与拉布拉多省' } },
      { code: 'NS', name: { en: 'Nova Scotia', zh: '新斯科舍省' } },
      { code: 'NT', name: { en: 'Northwest Territories', zh: '西北地区' } },
      { code: 'NU', name: { en: 'Nunavut', zh: '努纳武特地区' } },
      { code: 'ON', name: { en: 'Ontario', zh: '安大略省' } },
      { code: 'PE', name: { en: 'Prince Edward Island', zh: '爱德华王子岛省' } },
      { code: 'QC', name: { en: 'Quebec', zh: '魁北克省' } },
      { code: 'SK', name: { en: 'Saskatchewan', zh: '萨斯喀彻温省' } },
      { code: 'YT', name: { en: 'Yukon', zh: '育空地区' } },
    ],
  },
];

export function supportedCountries(locale: Locale): Country[] {
  return COUNTRIES.map((c) => ({ code: c.code, name: c.name[locale] }));
}

/** Provinces of a supported country, or undefined for any other code. */
export function provincesOf(country: string, locale: Locale): Province[] | undefined {
  return COUNTRIES.find((c) => c.code === country)?.provinces.map((p) => ({ code: p.code, name: p.name[locale] }));
}

export function isProvinceOf(country: string, province: string): boolean {
  return !!COUNTRIES.find((c) => c.code === country)?.provinces.some((p) => p.code === province);
}
