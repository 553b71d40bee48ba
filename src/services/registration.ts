/**
 * Registering, confirmed by email (spec 7.1 POST common3/clientRegistration; domain/registration.ts):
 * the request mails a code and a link, the code or the link's token then creates the account and
 * signs in. Loaded with the account screens, not the first screen.
 */
import type { RegistrationRequest, VerifyRegistrationRequest } from '@api-types';
import { normalizeSignedIn, type SignedIn } from './account';
import { rec, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

/** clientRegistration's answer: the same for a new and a taken email; the mail says what next. */
export interface RegistrationSent {
  message: string;
}

export function normalizeRegistrationSent(v: unknown): RegistrationSent {
  const r = rec(v);
  if (r.ok !== true) throw new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
  return { message: strOrNull(r.message) ?? '' };
}

export function createRegistrationApi(http: Http) {
  return {
    /** POST common3/clientRegistration: mails a code and a link to the email (nobody is signed in yet). */
    async clientRegistration(form: RegistrationRequest): Promise<RegistrationSent> {
      return normalizeRegistrationSent(await http.post<unknown>('common3/clientRegistration', form));
    },
    /** POST common3/verifyRegistration: the mailed link's token or the typed code creates the account and signs in. */
    async verifyRegistration(proof: VerifyRegistrationRequest): Promise<SignedIn> {
      return normalizeSignedIn(await http.post<unknown>('common3/verifyRegistration', proof));
    },
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
