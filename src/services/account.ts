/** Account API area (spec 7.1): sign in, register (confirmed by email), sign out. */
import type { RegistrationRequest, SignonRequest, UserProfile, VerifyRegistrationRequest } from '@api-types';
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

/** clientRegistration's answer: the same for a new and a taken email; the mail says what next. */
export interface RegistrationSent {
  message: string;
}

export function normalizeRegistrationSent(v: unknown): RegistrationSent {
  const r = rec(v);
  if (r.ok !== true) throw new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
  return { message: strOrNull(r.message) ?? '' };
}

export function createAccountApi(http: Http) {
  return {
    /** POST common3/signon. */
    async signon(credentials: SignonRequest): Promise<SignedIn> {
      return normalizeSignedIn(await http.post<unknown>('common3/signon', credentials));
    },
    /** POST common3/clientRegistration: mails a code and a link to the email (nobody is signed in yet). */
    async clientRegistration(form: RegistrationRequest): Promise<RegistrationSent> {
      return normalizeRegistrationSent(await http.post<unknown>('common3/clientRegistration', form));
    },
    /** POST common3/verifyRegistration: the mailed link's token or the typed code creates the account and signs in. */
    async verifyRegistration(proof: VerifyRegistrationRequest): Promise<SignedIn> {
      return normalizeSignedIn(await http.post<unknown>('common3/verifyRegistration', proof));
    },
    /** GET common3/logout. */
    async logout(): Promise<void> {
      await http.get<unknown>('common3/logout');
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
