/**
 * Billing address choices: the country and, where the store knows them, the province or
 * state come from lists, as the delivery address's province does; elsewhere the region is typed.
 */
import type { Locale } from '@api-types';
import { CA_PROVINCES, US_STATES } from './checkout';

export { US_STATES };

/** Countries a billing address may be in, with their names in both languages. */
export const BILLING_COUNTRIES: readonly { code: string; name: Record<Locale, string> }[] = [
  { code: 'CA', name: { en: 'Canada', zh: '加拿大' } },
  { code: 'US', name: { en: 'United States', zh: '美国' } },
  { code: 'CN', name: { en: 'China', zh: '中国' } },
  { code: 'HK', name: { en: 'Hong Kong', zh: '中国香港' } },
  { code: 'TW', name: { en: 'Taiwan', zh: '中国台湾' } },
  { code: 'MO', name: { en: 'Macao', zh: '中国澳门' } },
  { code: 'JP', name: { en: 'Japan', zh: '日本' } },
  { code: 'KR', name: { en: 'South Korea', zh: '韩国' } },
  { code: 'SG', name: { en: 'Singapore', zh: '新加坡' } },
  { code: 'GB', name: { en: 'United Kingdom', zh: '英国' } },
  { code: 'FR', name: { en: 'France', zh: '法国' } },
  { code: 'DE', name: { en: 'Germany', zh: '德国' } },
  { code: 'AU', name: { en: 'Australia', zh: '澳大利亚' } },
  { code: 'NZ', name: { en: 'New Zealand', zh: '新西兰' } },
];

/** The provinces or states of a country as a list, or null when the region is typed. */
export function regionsOf(country: string): readonly string[] | null {
  if (country === 'CA') return CA_PROVINCES;
  if (country === 'US') return US_STATES;
  return null;
}

export function isBillingCountry(code: string): boolean {
  return BILLING_COUNTRIES.some((c) => c.code === code);
}

/** The region is one of the country's list, or (without a list) typed. */
export function regionValid(country: string, region: string): boolean {
  const list = regionsOf(country);
  return list ? list.includes(region) : region.trim() !== '';
}
