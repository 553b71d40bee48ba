/**
 * The embedded database: one SQLite file, opened with better-sqlite3 (synchronous, so a request
 * handler's reads and writes are atomic without extra locking). Schema changes are migrations,
 * each applied once and recorded; each area's seed runs once, the first time the area is seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** One schema step. `id` is unique across all areas and never changes once shipped. */
export interface Migration {
  id: string;
  /** SQL script, or a function for steps SQL alone cannot express. */
  up: string | ((db: Db) => void);
}

/** What an area contributes to the database: its tables and its first-start content. */
export interface AreaData {
  /** Unique area name, recorded in `seeded_areas` once its seed has run. */
  area: string;
  migrations: Migration[];
  /** Fills the area's tables. Runs once, inside a transaction, after all migrations. */
  seed?: (db: Db) => void;
}

export const DB_FILE_NAME = 'store.sqlite';

/** Tables every area relies on: shoppers and sessions. */
export const coreData: AreaData = {
  area: 'core',
  migrations: [
    {
      id: 'core-001-users-sessions',
      up: `
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE,
          password_hash TEXT NOT NULL,
          first_name TEXT NOT NULL,
          last_name TEXT NOT NULL,
          profile_image TEXT,
          my_id TEXT NOT NULL UNIQUE,
          referrer_user_group TEXT,
          membership_name TEXT,
          membership_expires_at TEXT,
          created_at TEXT NOT NULL,
          last_login_at TEXT
        );
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          locale TEXT,
          user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
          location_id TEXT,
          data TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX sessions_updated_at ON sessions(updated_at);
      `,
    },
  ],
};

/** Opens (creating if needed) the database file, applies pending migrations and pending seeds. */
export function openDatabase(file: string, areas: AreaData[]): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, areas);
  seed(db, areas);
  return db;
}

export function migrate(db: Db, areas: AreaData[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const seen = new Set<string>();
  for (const area of areas) {
    for (const m of area.migrations) {
      if (seen.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
      seen.add(m.id);
      if (isApplied.get(m.id)) continue;
      db.transaction(() => {
        if (typeof m.up === 'string') db.exec(m.up);
        else m.up(db);
        record.run(m.id, new Date().toISOString());
      })();
    }
  }
}

export function seed(db: Db, areas: AreaData[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS seeded_areas (
    area TEXT PRIMARY KEY,
    seeded_at TEXT NOT NULL
  )`);
  const isSeeded = db.prepare('SELECT 1 FROM seeded_areas WHERE area = ?');
  const record = db.prepare('INSERT INTO seeded_areas (area, seeded_at) VALUES (?, ?)');
  for (const area of areas) {
    if (!area.seed || isSeeded.get(area.area)) continue;
    const run = area.seed;
    db.transaction(() => {
      run(db);
      record.run(area.area, new Date().toISOString());
    })();
  }
}

/** Reads a JSON column value, with a fallback for NULL or corrupt text. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** True when the table exists (a server built with only some areas lacks the others' tables). */
export function hasTable(db: Db, name: string): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}
