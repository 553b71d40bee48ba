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
