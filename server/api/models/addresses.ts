/**
 * The shopper's address book: delivery and billing addresses, one default per type. Every query
 * is scoped by user id, so an id of another shopper's address finds nothing.
 */
import type { Db } from '../db';
import type { Address, AddressInput, AddressType, DeliveryInfo } from '../../../types/api';

/** Addresses kept per shopper and type. */
export const MAX_ADDRESSES = 20;

interface AddressRow {
  id: number;
  type: AddressType;
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  unit: string;
  city: string;
  province: string;
  post_code: string;
  country: string;
  is_default: number;
}

function toAddress(r: AddressRow): Address {
  return {
    id: r.id,
    type: r.type,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    streetNumberAndNameDetails: r.street,
    unit: r.unit,
    city: r.city,
    province: r.province,
    postCode: r.post_code,
    country: r.country,
    isDefault: r.is_default === 1,
  };
}

/** The type's addresses, default first, then newest first. */
export function listAddresses(db: Db, userId: string, type: AddressType): Address[] {
  return db
    .prepare<[string, string], AddressRow>(
      'SELECT * FROM addresses WHERE user_id = ? AND type = ? ORDER BY is_default DESC, id DESC',
    )
    .all(userId, type)
    .map(toAddress);
}

function makeDefault(db: Db, userId: string, type: AddressType, id: number): boolean {
  const found = db.prepare('SELECT 1 FROM addresses WHERE id = ? AND user_id = ? AND type = ?').get(id, userId, type);
  if (!found) return false;
  db.prepare('UPDATE addresses SET is_default = (id = ?) WHERE user_id = ? AND type = ?').run(id, userId, type);
  return true;
}

export type Change = { ok: true } | { ok: false; reason: 'not-found' | 'full' };

/** Adds (no id) or edits (id) an address; the first of a type, or one marked isDefault, becomes the default. */
export function saveAddress(db: Db, userId: string, type: AddressType, a: AddressInput, id?: number): Change {
  return db.transaction((): Change => {
    const values = [
      a.firstName.trim(),
      a.lastName.trim(),
      a.phone.trim(),
      a.streetNumberAndNameDetails.trim(),
      a.unit.trim(),
      a.city.trim(),
      a.province,
      a.postCode.trim().toUpperCase(),
      a.country,
    ];
    let target = id;
    if (id === undefined) {
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ? AND type = ?').get(userId, type) as {
          n: number;
        }
      ).n;
      if (n >= MAX_ADDRESSES) return { ok: false, reason: 'full' };
      const r = db
        .prepare(
          `INSERT INTO addresses (user_id, type, first_name, last_name, phone, street, unit, city, province, post_code, country, is_default, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, type, ...values, n === 0 ? 1 : 0, new Date().toISOString());
      target = Number(r.lastInsertRowid);
    } else {
      const r = db
        .prepare(
          `UPDATE addresses SET first_name = ?, last_name = ?, phone = ?, street = ?, unit = ?, city = ?, province = ?, post_code = ?, country = ?
           WHERE id = ? AND user_id = ? AND type = ?`,
        )
        .run(...values, id, userId, type);
      if (r.changes !== 1) return { ok: false, reason: 'not-found' };
    }
    if (a.isDefault && target !== undefined) makeDefault(db, userId, type, target);
    return { ok: true };
  })();
}

/** Removes an address; when it was the default, the newest remaining one takes its place. */
export function deleteAddress(db: Db, userId: string, type: AddressType, id: number): Change {
  return db.transaction((): Change => {
    const row = db
      .prepare<[number, string, string], AddressRow>(
        'SELECT * FROM addresses WHERE id = ? AND user_id = ? AND type = ?',
      )
      .get(id, userId, type);
    if (!row) return { ok: false, reason: 'not-found' };
    db.prepare('DELETE FROM addresses WHERE id = ?').run(id);
    if (row.is_default) {
      const next = db
        .prepare<[string, string], { id: number }>(
          'SELECT id FROM addresses WHERE user_id = ? AND type = ? ORDER BY id DESC LIMIT 1',
        )
        .get(userId, type);
      if (next) makeDefault(db, userId, type, next.id);
    }
    return { ok: true };
  })();
}

export function setDefaultAddress(db: Db, userId: string, type: AddressType, id: number): Change {
  return makeDefault(db, userId, type, id) ? { ok: true } : { ok: false, reason: 'not-found' };
}

/** The default delivery address, as checkout's delivery step takes it. */
export function defaultDelivery(db: Db, userId: string): DeliveryInfo | null {
  const a = listAddresses(db, userId, 'DELIVERY').find((x) => x.isDefault);
  if (!a) return null;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    streetNumberAndNameDetails: a.streetNumberAndNameDetails,
    ...(a.unit ? { unit: a.unit } : {}),
    city: a.city,
    province: a.province,
    postCode: a.postCode,
  };
}

/**
 * Checkout's "save to my profile": the delivery address goes into the book as the default (an
 * identical entry already there is made the default instead of added twice).
 */
export function saveDeliveryToBook(db: Db, userId: string, d: DeliveryInfo): void {
  const same = listAddresses(db, userId, 'DELIVERY').find(
    (a) =>
      a.firstName === d.firstName &&
      a.lastName === d.lastName &&
      a.phone === d.phone &&
      a.streetNumberAndNameDetails === d.streetNumberAndNameDetails &&
      a.unit === (d.unit ?? '') &&
      a.city === d.city &&
      a.province === d.province &&
      a.postCode === d.postCode,
  );
  const input: AddressInput = {
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    streetNumberAndNameDetails: d.streetNumberAndNameDetails,
    unit: d.unit ?? '',
    city: d.city,
    province: d.province,
    postCode: d.postCode,
    country: 'CA',
    isDefault: true,
  };
  if (same) setDefaultAddress(db, userId, 'DELIVERY', same.id);
  else if (!saveAddress(db, userId, 'DELIVERY', input).ok) {
    // a full book: the oldest non-default entry makes room
    const oldest = db
      .prepare<[string], { id: number }>(
        "SELECT id FROM addresses WHERE user_id = ? AND type = 'DELIVERY' AND is_default = 0 ORDER BY id LIMIT 1",
      )
      .get(userId);
    if (oldest) deleteAddress(db, userId, 'DELIVERY', oldest.id);
    saveAddress(db, userId, 'DELIVERY', input);
  }
}
