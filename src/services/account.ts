/**
 * Account API area (spec 7.1): sign in, sign out. Registering (confirmed by email) loads with the
 * account screens: services/registration.ts.
 */
import type { SignonRequest, UserProfile } from '@api-types';
import { normalizeUser } from './app-info';
import { rec, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

/** The signed-in shopper (spec 4: logged in needs all three). */
export interface SignedIn {
  user: UserProfile;
  userID: string;
  lastLoginDate: string;
}

export function normalizeSignedIn(v: unknown): SignedIn {
  const r = rec(v);
  const user = normalizeUser(r.user, r.userID);
  const userID = strOrNull(r.userID) ?? user?.userID ?? null;
  const lastLoginDate = strOrNull(r.lastLoginDate);
  if (!user || !userID || !lastLoginDate) throw new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
  return { user, userID, lastLoginDate };
}

export function createAccountApi(http: Http) {
  return {
    /** POST common3/signon. */
    async signon(credentials: SignonRequest): Promise<SignedIn> {
      return normalizeSignedIn(await http.post<unknown>('common3/signon', credentials));
    },
    /** GET common3/logout. */
    async logout(): Promise<void> {
      await http.get<unknown>('common3/logout');
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
