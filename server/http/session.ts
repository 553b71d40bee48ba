/**
 * Server-side sessions: a random id in an httpOnly cookie, the values in the `sessions` table.
 * A session row is created only when something is stored (anonymous browsing writes nothing).
 * Login and logout rotate the id (no session fixation). Other areas keep their own values
 * (currency, marketplace, cart flags, ...) with `request.session.get/set`.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../types/api';
import { parseJson, type Db } from '../db';

export const SESSION_COOKIE = 'ISTORE_SID';
/** Idle sessions older than this are ignored and cleaned up. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

interface SessionRow {
  id: string;
  updated_at: string;
  locale: string | null;
  user_id: string | null;
  location_id: string | null;
  data: string;
}

export class Session {
  id: string | null = null;
  locale: Locale | null = null;
  userId: string | null = null;
  locationId: string | null = null;
  private data: Record<string, unknown> = {};
  /** Set when the cookie must be (re)sent or cleared on this response. */
  cookie: 'set' | 'clear' | null = null;

  constructor(private readonly store: SessionStore) {}

  load(row: SessionRow): void {
    this.id = row.id;
    this.locale = row.locale === 'en' || row.locale === 'zh' ? row.locale : null;
    this.userId = row.user_id;
    this.locationId = row.location_id;
    this.data = parseJson<Record<string, unknown>>(row.data, {});
  }

  get<T = unknown>(key: string): T | undefined {
    return this.data[key] as T | undefined;
  }

  /** Stores an area's value (JSON-serialisable; undefined removes it). */
  set(key: string, value: unknown): void {
    if (value === undefined) delete this.data[key];
    else this.data[key] = value;
    this.save();
  }

  update(patch: { locale?: Locale | null; userId?: string | null; locationId?: string | null }): void {
    if (patch.locale !== undefined) this.locale = patch.locale;
    if (patch.userId !== undefined) this.userId = patch.userId;
    if (patch.locationId !== undefined) this.locationId = patch.locationId;
    this.save();
  }

  /** Gives the session a new id, keeping its values (call on login and logout). */
  rotate(): void {
    const old = this.id;
    this.id = null;
    this.save();
    if (old) this.store.delete(old);
  }

  private save(): void {
    if (!this.id) {
      this.id = newId();
      this.cookie = 'set';
    }
    this.store.write(this.id, {
      locale: this.locale,
      user_id: this.userId,
      location_id: this.locationId,
      data: JSON.stringify(this.data),
    });
  }
}

export class SessionStore {
  private readonly selectStmt;
  private readonly upsertStmt;
  private readonly deleteStmt;
  private readonly purgeStmt;

  constructor(db: Db) {
    this.selectStmt = db.prepare<[string], SessionRow>(
      'SELECT id, updated_at, locale, user_id, location_id, data FROM sessions WHERE id = ?',
    );
    this.upsertStmt = db.prepare(
      `INSERT INTO sessions (id, created_at, updated_at, locale, user_id, location_id, data)
       VALUES (@id, @now, @now, @locale, @user_id, @location_id, @data)
       ON CONFLICT(id) DO UPDATE SET updated_at = @now, locale = @locale, user_id = @user_id,
         location_id = @location_id, data = @data`,
    );
    this.deleteStmt = db.prepare('DELETE FROM sessions WHERE id = ?');
    this.purgeStmt = db.prepare('DELETE FROM sessions WHERE updated_at < ?');
  }

  find(id: string): SessionRow | undefined {
    const row = this.selectStmt.get(id);
    if (!row) return undefined;
    if (Date.parse(row.updated_at) < Date.now() - SESSION_TTL_MS) return undefined;
    return row;
  }

  write(id: string, v: { locale: string | null; user_id: string | null; location_id: string | null; data: string }): void {
    this.upsertStmt.run({ id, now: new Date().toISOString(), ...v });
  }

  delete(id: string): void {
    this.deleteStmt.run(id);
  }

  purgeExpired(): void {
    this.purgeStmt.run(new Date(Date.now() - SESSION_TTL_MS).toISOString());
  }
}

function newId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
}

/** Loads `request.session` on every request and sends the cookie when the id changes. */
export function registerSessions(app: FastifyInstance, db: Db): void {
  const store = new SessionStore(db);
  store.purgeExpired();
  app.decorateRequest('session', null as unknown as Session);

  app.addHook('onRequest', async (req) => {
    const session = new Session(store);
    const id = req.cookies[SESSION_COOKIE];
    if (id) {
      const row = store.find(id);
      if (row) session.load(row);
      else session.cookie = 'clear';
    }
    req.session = session;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const session = req.session;
    if (session?.cookie === 'set' && session.id) {
      reply.setCookie(SESSION_COOKIE, session.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: SESSION_TTL_MS / 1000,
      });
    } else if (session?.cookie === 'clear') {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    }
    return payload;
  });
}
