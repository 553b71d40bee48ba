/** Spec 9: the referral id appended to share links as rid. */

/** Cookie SASROID, then SASRFRID, then the referId setting; undefined when none is set. */
export function referralId(
  cookies: Readonly<Record<string, string | undefined>>,
  referId?: string | null,
): string | undefined {
  for (const candidate of [cookies.SASROID, cookies.SASRFRID, referId]) {
    const v = (candidate ?? '').trim();
    if (v) return v;
  }
  return undefined;
}

/**
 * The rid a link this shopper shares carries. A signed-in shopper's own id (app info's myID)
 * comes first: SASROID is set by the server only when app info is fetched, and a page that starts
 * from the app info the HTML brought has not fetched it, so the cookie can be missing or stale
 * and the store's referId would win (friends invited by link then never counted for the shopper).
 * Otherwise spec 9's order: SASROID, then SASRFRID (a visitor passes on the id of the link that
 * brought them), then the store's referId.
 */
export function shareReferralId(
  ownId: string | null | undefined,
  cookies: Readonly<Record<string, string | undefined>>,
  referId?: string | null,
): string | undefined {
  const own = (ownId ?? '').trim();
  return own || referralId(cookies, referId);
}
