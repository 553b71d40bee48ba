/**
 * My Account's profile side: edit name, email and phone (PUT admin/userManagement/userInfo), the
 * profile photo (pick, preview, upload with progress: POST admin/userManagement/image/upload),
 * change password (POST admin/userManagement/resetPassword) and whether WeChat is linked (GET
 * wechat/bind). Made per screen: `new ProfileStore(root)`; the image adapter can be replaced in tests.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, XSRF_COOKIE, XSRF_HEADER } from '@api-types';
import { hasErrors, type Errors } from '@/domain/checkout';
import {
  emailChanging,
  validateChangePassword,
  validateProfile,
  type ChangePasswordForm,
  type ProfileForm,
} from '@/domain/profile';
import { accountT } from '@/i18n/account';
import { images as platformImages, type ImagePlatform, type PickedImage } from '@/platform/image-upload';
import { ApiError, ERROR_TEXT } from '@/services/http';
import { createProfileApi, normalizeProfile, type ProfileApi } from '@/services/profile';
import { accountErrorText } from './accountErrors';
import { withoutError } from './formErrors';
import type { Root } from './root';
import '@/i18n/checkout-account';

export const PHOTO_MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The first message of an error body, as services/http reads it. */
function uploadError(status: number, body: string): ApiError {
  try {
    const parsed = JSON.parse(body) as { errors?: { code?: string; message?: string }[] };
    const first = parsed.errors?.find((e) => typeof e?.message === 'string' && e.message);
    if (first?.message) return new ApiError(status, first.code ?? 'HTTP_ERROR', first.message);
  } catch {
    /* not JSON */
  }
  return new ApiError(status, 'HTTP_ERROR', ERROR_TEXT.HTTP);
}

export class ProfileStore {
  editing = false;
  form: ProfileForm = { firstName: '', lastName: '', email: '', phone: '', currentPassword: '' };
  password: ChangePasswordForm = { current: '', next: '', confirm: '' };
  errors: Errors = {};
  errorSeq = 0;
  /** Which form is busy, if any. */
  busy: 'profile' | 'password' | 'photo' | null = null;
  /** The last failure, and the section it belongs to. */
  error: { section: 'profile' | 'password' | 'photo'; text: string } | null = null;
  /** A short confirmation (shown as a toast). */
  notice: string | null = null;
  noticeSeq = 0;
  photo: PickedImage | null = null;
  progress: number | null = null;
  wechatBound: boolean | null = null;

  private readonly api: ProfileApi;

  constructor(
    private readonly root: Root,
    private readonly images: ImagePlatform = platformImages,
  ) {
    this.api = createProfileApi(root.api.http);
    makeAutoObservable<this, 'root' | 'images' | 'api'>(
      this,
      {
        root: false,
        images: false,
        api: false,
        form: observableRef,
        password: observableRef,
        errors: observableRef,
        photo: observableRef,
      },
      { autoBind: true },
    );
  }

  private get t() {
    return accountT(this.root.session);
  }

  private fail(section: 'profile' | 'password' | 'photo', e: unknown): false {
    this.error = { section, text: accountErrorText(this.root, e) };
    this.errorSeq++;
    return false;
  }

  private say(text: string): void {
    this.notice = text;
    this.noticeSeq++;
  }

  clearNotice(): void {
    this.notice = null;
  }

  // ---- profile --------------------------------------------------------------------------------

  startEdit(): void {
    const u = this.root.session.user;
    this.form = {
      firstName: u?.firstName ?? '',
      lastName: u?.lastName ?? '',
      email: u?.email ?? '',
      phone: u?.phone ?? '',
      currentPassword: '',
    };
    this.errors = {};
    this.error = null;
    this.editing = true;
  }

  cancelEdit(): void {
    this.editing = false;
    this.errors = {};
  }

  /** The form asks for a new email: the current password is asked too, and the change is mailed for confirmation. */
  get emailChanging(): boolean {
    return emailChanging(this.form, this.root.session.user?.email);
  }

  setField(field: keyof ProfileForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.dropError(field);
  }

  private dropError(field: string): void {
    this.errors = withoutError(this.errors, field);
  }

  private invalid(errors: Errors): boolean {
    this.errors = errors;
    this.error = null;
    if (hasErrors(errors)) this.errorSeq++;
    return hasErrors(errors);
  }

  /** Resolves true when saved (the session's user follows). */
  async saveProfile(): Promise<boolean> {
    if (this.busy || this.invalid(validateProfile(this.form, this.root.session.user?.email ?? null))) return false;
    this.busy = 'profile';
    const f = this.form;
    try {
      const { user, pendingEmail } = await this.api.updateUserInfo({
        firstName: f.firstName.trim(),
        lastName: f.lastName.trim(),
        email: f.email.trim(),
        phone: f.phone.trim(),
        ...(this.emailChanging ? { currentPassword: f.currentPassword } : {}),
      });
      runInAction(() => {
        this.applyUser(user);
        this.editing = false;
        this.form = { ...this.form, currentPassword: '' };
        // a new email counts once its mailed link is opened: say where the link went
        this.say(
          pendingEmail
            ? this.t('istore_account_email_confirm_sent', { email: pendingEmail })
            : this.t('istore_account_profile_saved'),
        );
      });
      return true;
    } catch (e) {
      return runInAction(() => this.fail('profile', e));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  private applyUser(user: NonNullable<Root['session']['user']>): void {
    const s = this.root.session;
    if (!s.userID || !s.lastLoginDate) return;
    s.setUser({ user, userID: s.userID, lastLoginDate: s.lastLoginDate });
  }

  // ---- password -------------------------------------------------------------------------------

  setPassword(field: keyof ChangePasswordForm, value: string): void {
    this.password = { ...this.password, [field]: value };
    this.dropError(field);
  }

  async changePassword(): Promise<boolean> {
    if (this.busy || this.invalid(validateChangePassword(this.password))) return false;
    this.busy = 'password';
    try {
      await this.api.changePassword(this.password.current, this.password.next);
      runInAction(() => {
        this.password = { current: '', next: '', confirm: '' };
        this.say(this.t('istore_account_password_changed'));
      });
      return true;
    } catch (e) {
      return runInAction(() => this.fail('password', e));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  // ---- photo ----------------------------------------------------------------------------------

  /** Opens the platform's picker; a chosen photo is previewed, a too large one refused at once. */
  async choosePhoto(): Promise<void> {
    if (this.busy) return;
    const res = await this.images.pick();
    runInAction(() => {
      if (res.kind === 'cancel') return;
      if (res.kind === 'fail') {
        this.error = { section: 'photo', text: res.message };
        return;
      }
      if (res.image.size > PROFILE_IMAGE_MAX_BYTES) {
        this.images.release(res.image);
        this.error = { section: 'photo', text: this.t('istore_account_photo_too_large', { max: PHOTO_MAX_MB }) };
        return;
      }
      this.discardPhoto();
      this.error = null;
      this.photo = res.image;
    });
  }

  discardPhoto(): void {
    if (this.photo) this.images.release(this.photo);
    this.photo = null;
    this.progress = null;
  }

  /** Uploads the previewed photo with progress; the new one shows in the header and here. */
  async uploadPhoto(): Promise<boolean> {
    const photo = this.photo;
    if (this.busy || !photo) return false;
    this.busy = 'photo';
    this.progress = 0;
    this.error = null;
    try {
      const token = this.root.platform.cookies.get(XSRF_COOKIE);
      const res = await this.images.upload(photo, {
        url: this.api.imageUploadUrl(),
        field: PROFILE_IMAGE_FIELD,
        headers: { Accept: 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
        onProgress: (p) => runInAction(() => (this.progress = p)),
      });
      if (res.status < 200 || res.status >= 300) throw uploadError(res.status, res.body);
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        throw new ApiError(res.status, 'BAD_RESPONSE', ERROR_TEXT.BAD_RESPONSE);
      }
      const user = normalizeProfile(body);
      runInAction(() => {
        this.applyUser(user);
        this.discardPhoto();
        this.say(this.t('istore_account_photo_saved'));
      });
      return true;
    } catch (e) {
      return runInAction(() => {
        this.progress = null;
        return this.fail(
          'photo',
          e instanceof ApiError ? e : new ApiError(0, 'NETWORK_ERROR', ERROR_TEXT.NETWORK_ERROR),
        );
      });
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  // ---- WeChat ---------------------------------------------------------------------------------

  /** GET wechat/bind; a failure leaves the state unknown (nothing shown). */
  async loadWechatBind(): Promise<void> {
    try {
      const bound = await this.api.wechatBind();
      runInAction(() => (this.wechatBound = bound));
    } catch {
      runInAction(() => (this.wechatBound = null));
    }
  }
}
