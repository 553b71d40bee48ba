/**
 * The country and province of an address, as the address book and checkout's delivery address
 * both take them: a province is stored by its code ('ON', what checkout sends and the server
 * checks) and shown by its name ('Ontario'); a store that takes addresses in one country shows it,
 * rather than asking the shopper to choose it from a list of one.
 */
import { CA_PROVINCES } from './checkout';

interface Region {
  code: string;
  name: string;
}

/** The one country addresses are taken in, or null when the shopper has a choice (or none is known yet). */
export function onlyCountry<T extends Region>(countries: readonly T[]): T | null {
  return countries.length === 1 ? countries[0] : null;
}

const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The code to store for what an address holds: a province's code as it is, or the code of the
 * province of that name in any case ('ontario', WeChat's '安大略省', an address written with the
 * name); '' for neither, so the form asks for it.
 */
export function provinceCode(value: string, provinces: readonly Region[]): string {
  const v = fold(value);
  if (!v) return '';
  return (provinces.find((p) => fold(p.code) === v) ?? provinces.find((p) => fold(p.name) === v))?.code ?? '';
}

/**
 * The choices of a province list: each code (the value stored) with its name where the regions
 * list knows it, the code itself where it does not (not loaded yet, or unknown to it).
 */
export function provinceChoices(
  codes: readonly string[],
  provinces: readonly Region[],
): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: provinces.find((p) => p.code === code)?.name || code }));
}

/**
 * The province codes an address in `country` may have: Canada's are checkout's own (what its
 * delivery address sends, and the server's delivery zones know), so an address saved in the book
 * is one checkout takes as it is; elsewhere the regions list's.
 */
export function provinceCodesFor(country: string, provinces: readonly Region[]): readonly string[] {
  return country === 'CA' ? CA_PROVINCES : provinces.map((p) => p.code);
}
