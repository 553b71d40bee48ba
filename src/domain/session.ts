/** Session rules (spec 4, 5): logged-in state and marketplace query parameters. */

/** Spec 4: logged in only when user, lastLoginDate and userID are all present. */
export function isLoggedIn(info: { user?: unknown; lastLoginDate?: string | null; userID?: string | null }): boolean {
  return !!info.user && !!info.lastLoginDate && !!info.userID;
}

/** decodeURIComponent that returns the input unchanged when it is malformed ('100%'). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface MarketplaceParams {
  /** Marketplace. */
  mrk?: string;
  /** Marketplace name, decoded. */
  mrkname?: string;
  /** WeChat open id. */
  wmpoid?: string;
}

type QueryValue = string | string[] | null | undefined;

function first(v: QueryValue): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  const t = (s ?? '').trim();
  return t ? t : undefined;
}

/** Spec 5: mrk, mrkname (decoded) and wmpoid from the query; empty values are left out. */
export function marketplaceParams(query: Readonly<Record<string, QueryValue>>): MarketplaceParams {
  const out: MarketplaceParams = {};
  const mrk = first(query.mrk);
  const mrkname = first(query.mrkname);
  const wmpoid = first(query.wmpoid);
  if (mrk) out.mrk = mrk;
  if (mrkname) out.mrkname = safeDecode(mrkname);
  if (wmpoid) out.wmpoid = wmpoid;
  return out;
}
