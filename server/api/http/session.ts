/**
 * Server-side sessions: a random id in an httpOnly cookie, the values in the `sessions` table.
 * A session row is created only when something is stored (anonymous browsing writes nothing).
 * Login and logout rotate the id (no session fixation). Other areas keep their own values
 * (currency, marketplace, cart flags, ...) with `request.session.get/set`.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../../types/api';
import { parseJson, type Db } from '../db';

export const SESSION_COOKIE = 'ISTORE_SID';
/**
 * Over https the session cookie carries the `__Host-` prefix (ASVS 5.0 L2): browsers
 * then accept it only Secure, for path /, from this very host (no Domain), so a sibling subdomain
 * or a plain-http page cannot plant or overwrite it. Plain http (a developer's machine) keeps the
 * bare name: browsers refuse a `__Host-` cookie that is not Secure.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const sessionCookie = (req: FastifyRequest) => (req.protocol === 'https' ? HOST_SESSION_COOKIE : SESSION_COOKIE);
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
    this.mutate(() => {
      if (value === undefined) delete this.data[key];
      else this.data[key] = value;
    });
  }

  /**
   * The value under `key`, or `make()`'s stored there when there is none: one atomic step, so two
   * requests of one session racing to create the guest key or the cart end up sharing one.
   */
  ensure<T>(key: string, make: () => T): T {
    let value: T | undefined;
    this.mutate(() => {
      value = this.data[key] as T | undefined;
      if (value === undefined) {
        value = make();
        this.data[key] = value;
      }
    });
    return value as T;
  }

  update(patch: { locale?: Locale | null; userId?: string | null; locationId?: string | null }): void {
    this.mutate(() => {
      if (patch.locale !== undefined) this.locale = patch.locale;
      if (patch.userId !== undefined) this.userId = patch.userId;
      if (patch.locationId !== undefined) this.locationId = patch.locationId;
    });
  }

  /** Gives the session a new id, keeping its values (call on login and logout). */
  rotate(): void {
    const old = this.id;
    this.mutate(() => {
      this.id = null;
    });
    if (old) this.store.delete(old);
  }

  /**
   * Re-reads the stored session (a request may have waited for its body while another request
   * of the same session wrote): the handler then starts from what is stored now.
   */
  refresh(): void {
    if (!this.id) return;
    const row = this.store.find(this.id);
    if (row) this.load(row);
  }

  /**
   * Applies a change to the stored session, never to an old snapshot: inside one transaction the
   * row is read again, the change applied to it, and the row written. A write of one value can
   * therefore never undo another request's write of another value.
   */
  private mutate(change: () => void): void {
    this.store.transaction(() => {
      this.refresh();
      change();
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
    });
  }
}

export class SessionStore {
  private readonly selectStmt;
  private readonly upsertStmt;
  private readonly deleteStmt;
  private readonly purgeStmt;

  constructor(private readonly db: Db) {
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

  write(
    id: string,
    v: { locale: string | null; user_id: string | null; location_id: string | null; data: string },
  ): void {
    this.upsertStmt.run({ id, now: new Date().toISOString(), ...v });
  }

  transaction(fn: () => void): void {
    this.db.transaction(fn)();
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

  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
  app.addHook('onRequest', async (req) => {
    const session = new Session(store);
    const id = req.cookies[sessionCookie(req)];
    if (id) {
      const row = store.find(id);
      if (row) session.load(row);
      else session.cookie = 'clear';
    }
    req.session = session;
  });

  // The body may arrive long after the headers: start the handler from the stored session.
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify takes a hook as async or with a done callback; async needs no callback to forget
  app.addHook('preHandler', async (req) => {
    req.session?.refresh();
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const session = req.session;
    if (session?.cookie === 'set' && session.id) {
      reply.setCookie(sessionCookie(req), session.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: SESSION_TTL_MS / 1000,
      });
    } else if (session?.cookie === 'clear') {
      reply.clearCookie(sessionCookie(req), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      });
    }
    return payload;
  });
}
