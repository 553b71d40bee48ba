/**
 * Account wire types (spec 7.1: passwords, profile, profile image, addresses, countries and
 * provinces, delivery coverage, Alipay and WeChat account sign-in), re-exported by types/api.ts.
 * The spec does not show these payloads; these are the reference server's, and the app reads
 * them at src/services/profile.ts.
 */
import type { SignonResponse, UserProfile } from './api';

/** Answer of GET common3/forgotPassword?emailID=: the same whether or not the email is known. */
export interface ForgotPasswordResponse {
  ok: true;
  message: string;
}

/** Body of POST common3/resetPasswordExternal: the token of the mailed link and the new password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** Body of POST admin/userManagement/resetPassword (signed in). */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** Body of PUT admin/userManagement/userInfo. */
export interface ProfileUpdateRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** '' clears it. */
  phone: string;
  /** Required when `email` is not the account's email: the change is then mailed for confirmation. */
  currentPassword?: string;
}

/**
 * Answer of PUT userInfo and POST image/upload: the shopper as saved. `pendingEmail`: a new email
 * waiting for its mailed link (the profile keeps the old one until then).
 */
export type ProfileResponse = UserProfile & { pendingEmail?: string };

/** The multipart field name of POST admin/userManagement/image/upload. */
export const PROFILE_IMAGE_FIELD = 'file';
/** Largest profile image accepted (bytes). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type AddressType = 'DELIVERY' | 'BILLING';

/** An address of the shopper's book. */
export interface Address {
  id: number;
  type: AddressType;
  firstName: string;
  lastName: string;
  phone: string;
  streetNumberAndNameDetails: string;
  unit: string;
  city: string;
  /** Province code of common3/provinces/{country}. */
  province: string;
  postCode: string;
  /** Country code of common3/supportedCountries. */
  country: string;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, 'id' | 'type' | 'isDefault'> & { isDefault?: boolean };

/**
 * Body of POST admin/userManagement/updateAddresses/{userId}/{type}: one change to the book.
 * `upsert` adds (no id) or edits (id) an address; `delete` removes one; `default` makes it the
 * type's default. Answers the type's list, as getAddresses does.
 */
export type UpdateAddressesRequest =
  | { action: 'upsert'; id?: number; address: AddressInput }
  | { action: 'delete'; id: number }
  | { action: 'default'; id: number };

export interface Country {
  code: string;
  name: string;
}

export interface Province {
  code: string;
  name: string;
}

/** Body of POST common3/deliveryLocations: is this address inside a delivery zone? */
export interface DeliveryLocationRequest {
  country: string;
  province: string;
  postCode: string;
}

export interface DeliveryLocationResponse {
  deliverable: boolean;
  /** The zone's name in the session's language, when deliverable. */
  zoneName: string | null;
}

/** Body of POST wechat/login and alipay/login: the platform's one-time code. */
export interface ExternalLoginRequest {
  code: string;
}

/**
 * Answer of POST wechat/login and alipay/login: signed in when the identity is linked to an
 * account; else `linked: false` and the identity is kept in the session for register / link.
 */
export type ExternalLoginResponse = ({ linked: true } & SignonResponse) | { linked: false };

/** Body of POST wechat/register and alipay/register (the identity comes from the session). */
export interface ExternalRegisterRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** Optional: a password to sign in by email too (a random one otherwise). */
  password?: string;
}

/** Body of POST wechat/link and alipay/link: the store account to link the session's identity to. */
export interface ExternalLinkRequest {
  email: string;
  password: string;
}

/** Answer of GET wechat/bind: whether the signed-in shopper's account has WeChat linked. */
export interface WeChatBindResponse {
  bound: boolean;
}

/** Answer of GET common3/apaId: the Alipay app id the payment app's browser signs in with. */
export interface AlipayAppIdResponse {
  appId: string;
}
