/**
 * Account-area API (spec 7.1): passwords, profile, profile image, address book, countries,
 * provinces, delivery coverage, and signing in with WeChat or Alipay. It loads with the account
 * and user pages (never the first screen): stores there build it over the RootStore's Http,
 * `createProfileApi(root.api.http)`. Wire shapes are checked here; screens never see them.
 */
import type {
  Address,
  AddressInput,
  AddressType,
  Country,
  DeliveryLocationResponse,
  ExternalRegisterRequest,
  Province,
  UpdateAddressesRequest,
  UserProfile,
} from '@api-types';
import { normalizeUser } from './app-info';
import { normalizeSignedIn, type SignedIn } from './account';
import { normalizeRegistrationSent, type RegistrationSent } from './registration';
import { bool, isRecord, list, num, rec, str, strOrNull } from './guards';
import { ApiError, ERROR_TEXT, type Http } from './http';

export type { Address, AddressInput, AddressType, Country, Province };

function bad(): ApiError {
  return new ApiError(200, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
}

export function normalizeProfile(v: unknown): UserProfile {
  const user = normalizeUser(v);
  if (!user) throw bad();
  return user;
}

function address(v: unknown): Address | null {
  if (!isRecord(v)) return null;
  const id = num(v.id, NaN);
  const type = v.type === 'DELIVERY' || v.type === 'BILLING' ? v.type : null;
  const street = strOrNull(v.streetNumberAndNameDetails);
  if (!Number.isSafeInteger(id) || !type || !street) return null;
  return {
    id,
    type,
    firstName: str(v.firstName, ''),
    lastName: str(v.lastName, ''),
    phone: str(v.phone, ''),
    streetNumberAndNameDetails: street,
    unit: str(v.unit, ''),
    city: str(v.city, ''),
    province: str(v.province, ''),
    postCode: str(v.postCode, ''),
    country: str(v.country, ''),
    isDefault: bool(v.isDefault),
  };
}

/** An address list; entries that cannot be read are dropped, a non-list is a bad answer. */
export function normalizeAddresses(v: unknown): Address[] {
  if (!Array.isArray(v)) throw bad();
  return list(v, address);
}

function region(v: unknown): { code: string; name: string } | null {
  const code = strOrNull(rec(v).code);
  return code ? { code, name: str(rec(v).name, code) } : null;
}

/** Answer of wechat/login or alipay/login: signed in, or an identity waiting to be registered or linked. */
export type ExternalLogin = { linked: true; signedIn: SignedIn } | { linked: false };

export function normalizeExternalLogin(v: unknown): ExternalLogin {
  const r = rec(v);
  return bool(r.linked) ? { linked: true, signedIn: normalizeSignedIn(r) } : { linked: false };
}

export type ExternalProvider = 'wechat' | 'alipay';

export function createProfileApi(http: Http) {
  return {
    /** GET common3/forgotPassword?emailID=: the server's neutral answer. */
    async forgotPassword(email: string): Promise<string> {
      return str(rec(await http.get<unknown>('common3/forgotPassword', { query: { emailID: email } })).message, '');
    },
    /** POST common3/resetPasswordExternal with the mailed link's token. */
    async resetPasswordExternal(token: string, password: string): Promise<void> {
      await http.post<unknown>('common3/resetPasswordExternal', { token, password });
    },
    /** POST admin/userManagement/resetPassword (signed in, knows the current password). */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      await http.post<unknown>('admin/userManagement/resetPassword', { currentPassword, newPassword });
    },
    /** PUT admin/userManagement/userInfo. */
    /**
     * PUT admin/userManagement/userInfo. `pendingEmail`: a new email the server mailed a link to
     * (the profile keeps the old email until it is opened); null when nothing waits.
     */
    async updateUserInfo(p: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      currentPassword?: string;
    }): Promise<{ user: UserProfile; pendingEmail: string | null }> {
      const body = await http.put<unknown>('admin/userManagement/userInfo', p);
      return { user: normalizeProfile(body), pendingEmail: isRecord(body) ? strOrNull(body.pendingEmail) : null };
    },
    /** Where POST admin/userManagement/image/upload goes (multipart; the platform's uploader sends it). */
    imageUploadUrl(): string {
      return http.url('admin/userManagement/image/upload');
    },
    /** GET admin/userManagement/getAddresses/{id}/type/{type}. */
    async getAddresses(userId: string, type: AddressType): Promise<Address[]> {
      return normalizeAddresses(
        await http.get<unknown>(`admin/userManagement/getAddresses/${encodeURIComponent(userId)}/type/${type}`),
      );
    },
    /** POST admin/userManagement/updateAddresses/{id}/{type}: one change; answers the type's list. */
    async updateAddresses(userId: string, type: AddressType, change: UpdateAddressesRequest): Promise<Address[]> {
      return normalizeAddresses(
        await http.post<unknown>(`admin/userManagement/updateAddresses/${encodeURIComponent(userId)}/${type}`, change),
      );
    },
    /** GET common3/supportedCountries. */
    async supportedCountries(): Promise<Country[]> {
      return list(await http.get<unknown>('common3/supportedCountries'), region);
    },
    /** GET common3/provinces/{country}. */
    async provinces(country: string): Promise<Province[]> {
      return list(await http.get<unknown>(`common3/provinces/${encodeURIComponent(country)}`), region);
    },
    /** POST common3/deliveryLocations: whether the address is in a delivery zone. */
    async deliveryLocations(country: string, province: string, postCode: string): Promise<DeliveryLocationResponse> {
      const r = rec(await http.post<unknown>('common3/deliveryLocations', { country, province, postCode }));
      return { deliverable: bool(r.deliverable), zoneName: strOrNull(r.zoneName) };
    },
    /** POST wechat/login (mini-program code) or alipay/login (auth code). */
    async externalLogin(provider: ExternalProvider, code: string): Promise<ExternalLogin> {
      return normalizeExternalLogin(await http.post<unknown>(`${provider}/login`, { code }));
    },
    /** POST wechat/weChatlogin: the WeChat browser's code; signs in when the identity is linked. */
    async weChatBrowserLogin(code: string): Promise<ExternalLogin> {
      return normalizeExternalLogin(await http.post<unknown>('wechat/weChatlogin', { code }));
    },
    /**
     * POST wechat/register or alipay/register: mails a code and a link to the email (the answer of
     * clientRegistration); confirming them creates the account and links the waiting identity.
     */
    async externalRegister(provider: ExternalProvider, form: ExternalRegisterRequest): Promise<RegistrationSent> {
      return normalizeRegistrationSent(await http.post<unknown>(`${provider}/register`, form));
    },
    /** POST wechat/link or alipay/link: the waiting identity joins this account. */
    async externalLink(provider: ExternalProvider, email: string, password: string): Promise<SignedIn> {
      return normalizeSignedIn(await http.post<unknown>(`${provider}/link`, { email, password }));
    },
    /** GET wechat/enabled: whether to offer WeChat sign-in, and where a WeChat browser gets its code. */
    async wechatEnabled(): Promise<{ enabled: boolean; authorizeUrl: string | null }> {
      const r = rec(await http.get<unknown>('wechat/enabled'));
      return { enabled: bool(r.enabled), authorizeUrl: strOrNull(r.authorizeUrl) };
    },
    /** GET wechat/bind: whether the signed-in account has WeChat linked. */
    async wechatBind(): Promise<boolean> {
      return bool(rec(await http.get<unknown>('wechat/bind')).bound);
    },
    /** GET common3/apaId: the Alipay app id to ask for an auth code with. */
    async alipayAppId(): Promise<string> {
      const id = strOrNull(rec(await http.get<unknown>('common3/apaId')).appId);
      if (!id) throw bad();
      return id;
    },
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
