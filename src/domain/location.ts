/** Store-location rules (spec 2.4, 4): provinces as tabs, cards, and what a change does. */
import type { StoreLocation } from '@api-types';

function displayed(locations: readonly StoreLocation[]): StoreLocation[] {
  return locations.filter((l) => l.display);
}

/** Distinct provinces of displayed locations, in order of first appearance. */
export function provinces(locations: readonly StoreLocation[]): string[] {
  const out: string[] = [];
  for (const l of displayed(locations)) {
    if (!out.includes(l.address.province)) out.push(l.address.province);
  }
  return out;
}

/** Displayed locations of one province. */
export function locationsIn(province: string, locations: readonly StoreLocation[]): StoreLocation[] {
  return displayed(locations).filter((l) => l.address.province === province);
}

export function findLocation(
  id: string | null | undefined,
  locations: readonly StoreLocation[],
): StoreLocation | undefined {
  return id ? locations.find((l) => l.id === id) : undefined;
}

/** Card lines: store name, street details, 'city, province postCode'. */
export function locationCardLines(l: StoreLocation): [string, string, string] {
  const { city, province, postCode } = l.address;
  return [l.localStoreName, l.address.streetNumberAndNameDetails, `${city}, ${province} ${postCode}`.trim()];
}

export type AfterLocationChange = { kind: 'navigate'; url: string } | { kind: 'reload' };

/**
 * Spec 4: on payment or checkout pages go to the cart with locationChange=true, else reload.
 * `path` is the H5 URL path, or the mini-program page path (`/pages/checkout/cart/index`).
 */
export function locationAfterChange(path: string): AfterLocationChange {
  const p = path.split(/[?#]/)[0];
  return p === '/checkout' || p.startsWith('/checkout/') || p.startsWith('/pages/checkout/')
    ? { kind: 'navigate', url: '/checkout/cart?locationChange=true' }
    : { kind: 'reload' };
}

/** A visit ends after this long without the picker being offered (the usual web-analytics visit). */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Spec 4: with multi-location enabled the picker opens by itself when no location is chosen, once
 * per visit: closed without a choice, it stays closed (across pages and reloads) until the shopper
 * opens it from the header, or until `VISIT_TIMEOUT_MS` after it was last offered.
 */
export function shouldAutoOpenLocationPicker(input: {
  enabled: boolean;
  chosen: string | null | undefined;
  /** When the picker last opened by itself (ms), if ever. */
  offeredAt?: number | null;
  now?: number;
}): boolean {
  if (!input.enabled || input.chosen) return false;
  const { offeredAt, now = 0 } = input;
  return offeredAt == null || now - offeredAt >= VISIT_TIMEOUT_MS || now < offeredAt;
}
