/**
 * Signing in with WeChat or Alipay (spec 7.1): a code from the platform (Taro.login in the
 * mini-program, WeChat's OAuth round trip in its browser, Alipay's auth code in the payment app),
 * then wechat/login, wechat/weChatlogin or alipay/login. A linked identity is signed in; a new one
 * registers (wechat|alipay/register, then the mailed code as on the signup page: the account exists
 * once the email is confirmed) or links an existing account (wechat|alipay/link).
 * Made per screen: `new ExternalSignInStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { externalSignIns, validateSignIn, type ExternalSignIn } from '@/domain/account';
import { codeError, normalizeCode, resendWaitSec } from '@/domain/registration';
import { emailError, hasErrors, nameError, type Errors } from '@/domain/checkout';
import { accountT } from '@/i18n/account';
import { externalLogin as platformExternal, type ExternalLoginPlatform } from '@/platform/external-login';
import type { SignedIn } from '@/services/account';
import { ApiError } from '@/services/http';
import { createProfileApi, type ExternalLogin, type ExternalProvider, type ProfileApi } from '@/services/profile';
import { createRegistrationApi } from '@/services/registration';
import { accountErrorText } from './accountErrors';
import type { Root } from './root';
import '@/i18n/checkout-account';

export interface ExternalRegisterForm {
  firstName: string;
  lastName: string;
  email: string;
}

export class ExternalSignInStore {
  options: ExternalSignIn[] = [];
  authorizeUrl: string | null = null;
  /** The identity waiting for register or link. */
  pending: ExternalProvider | null = null;
  mode: 'register' | 'link' = 'register';
  registerForm: ExternalRegisterForm = { firstName: '', lastName: '', email: '' };
  linkForm = { email: '', password: '' };
  errors: Errors = {};
  errorSeq = 0;
  busy = false;
  error: string | null = null;
  /** After register: the email the code went to (the card then asks for it). */
  verifyEmail: string | null = null;
  code = '';
  /** When the last registration mail was asked for (ms). */
  sentAt: number | null = null;
  resent = false;

  private readonly api: ProfileApi;

  constructor(
    private readonly root: Root,
    private readonly platform: ExternalLoginPlatform = platformExternal,
  ) {
    this.api = createProfileApi(root.api.http);
    makeAutoObservable<this, 'root' | 'platform' | 'api'>(
      this,
      {
        root: false,
        platform: false,
        api: false,
        options: observableRef,
        registerForm: observableRef,
        linkForm: observableRef,
        errors: observableRef,
      },
      { autoBind: true },
    );
  }

  private fail(e: unknown): void {
    this.error = accountErrorText(this.root, e);
    this.errorSeq++;
  }

  providerName(p: ExternalProvider): string {
    return accountT(this.root.session)(
      p === 'wechat' ? 'istore_account_provider_wechat' : 'istore_account_provider_alipay',
    );
  }

  /**
   * Which buttons show (GET wechat/enabled decides WeChat's); with a `code` from WeChat's OAuth
   * round trip, finishes that sign-in. Resolves the signed-in shopper when that signed them in.
   */
  async init(nativeMiniProgram: boolean, returned?: { code?: string; wechat?: string }): Promise<SignedIn | null> {
    const kind = this.root.platform.getDevice().kind;
    let enabled = false;
    if (kind === 'miniProgram' || kind === 'wechat') {
      try {
        const w = await this.api.wechatEnabled();
        enabled = w.enabled;
        runInAction(() => (this.authorizeUrl = w.authorizeUrl));
      } catch {
        enabled = false;
      }
    }
    runInAction(() => (this.options = externalSignIns(kind, nativeMiniProgram, enabled)));
    if (returned?.wechat === '1' && returned.code)
      return this.finish('wechat', () => this.api.weChatBrowserLogin(returned.code!));
    return null;
  }

  private async finish(provider: ExternalProvider, call: () => Promise<ExternalLogin>): Promise<SignedIn | null> {
    this.busy = true;
    this.error = null;
    try {
      const res = await call();
      if (res.linked) return this.signedIn(res.signedIn);
      runInAction(() => {
        this.pending = provider;
        const u = this.root.session.user;
        this.registerForm = { firstName: u?.firstName ?? '', lastName: u?.lastName ?? '', email: '' };
      });
      return null;
    } catch (e) {
      runInAction(() => this.failed(provider, e));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private failed(provider: ExternalProvider, e: unknown): void {
    const reason = accountErrorText(this.root, e);
    this.error = accountT(this.root.session)('istore_account_external_failed', {
      provider: this.providerName(provider),
      reason,
    });
    this.errorSeq++;
  }

  private signedIn(s: SignedIn): SignedIn {
    runInAction(() => {
      this.root.session.setUser(s);
      this.pending = null;
      this.verifyEmail = null;
    });
    void this.root.cart.fetch();
    return s;
  }

  /** WeChat: the mini-program's Taro.login code, or (WeChat's browser) the OAuth page; `back` is where to return. */
  async signInWithWeChat(back: string): Promise<SignedIn | null> {
    if (this.busy) return null;
    if (this.options.includes('wechatBrowser')) {
      if (!this.authorizeUrl) return null;
      const sep = this.authorizeUrl.includes('?') ? '&' : '?';
      this.platform.goToAuthorize(`${this.authorizeUrl}${sep}redirect_uri=${encodeURIComponent(back)}`);
      return null;
    }
    const code = await this.platform.miniProgramCode();
    if (code.kind !== 'ok') {
      runInAction(() => this.failed('wechat', new ApiError(0, 'WECHAT', code.message)));
      return null;
    }
    return this.finish('wechat', () => this.api.externalLogin('wechat', code.code));
  }

  async signInWithAlipay(): Promise<SignedIn | null> {
    if (this.busy) return null;
    try {
      const appId = await this.api.alipayAppId();
      const code = await this.platform.alipayAuthCode(appId);
      if (code.kind !== 'ok') throw new ApiError(0, 'ALIPAY', code.message);
      return await this.finish('alipay', () => this.api.externalLogin('alipay', code.code));
    } catch (e) {
      runInAction(() => this.failed('alipay', e));
      return null;
    }
  }

  setMode(mode: 'register' | 'link'): void {
    this.mode = mode;
    this.errors = {};
    this.error = null;
  }

  setRegister(field: keyof ExternalRegisterForm, value: string): void {
    this.registerForm = { ...this.registerForm, [field]: value };
  }

  setLink(field: 'email' | 'password', value: string): void {
    this.linkForm = { ...this.linkForm, [field]: value };
  }

  /** wechat|alipay/register or /link for the waiting identity. */
  async complete(): Promise<SignedIn | null> {
    const provider = this.pending;
    if (!provider || this.busy) return null;
    const errors: Errors = {};
    if (this.mode === 'register') {
      const f = this.registerForm;
      const put = (k: string, e: ReturnType<typeof emailError>) => e && (errors[k] = e);
      put('firstName', nameError(f.firstName, 'first'));
      put('lastName', nameError(f.lastName, 'last'));
      put('email', emailError(f.email));
    } else Object.assign(errors, validateSignIn(this.linkForm));
    this.errors = errors;
    if (hasErrors(errors)) {
      this.errorSeq++;
      return null;
    }
    this.busy = true;
    this.error = null;
    try {
      if (this.mode === 'register') {
        await this.askRegistration(provider);
        runInAction(() => {
          this.verifyEmail = this.registerForm.email.trim();
          this.code = '';
          this.resent = false;
        });
        return null;
      }
      return this.signedIn(await this.api.externalLink(provider, this.linkForm.email.trim(), this.linkForm.password));
    } catch (e) {
      runInAction(() => this.fail(e));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async askRegistration(provider: ExternalProvider, now = Date.now()): Promise<void> {
    await this.api.externalRegister(provider, {
      firstName: this.registerForm.firstName.trim(),
      lastName: this.registerForm.lastName.trim(),
      email: this.registerForm.email.trim(),
    });
    runInAction(() => (this.sentAt = now));
  }

  setCode(value: string): void {
    this.code = value;
    if (this.errors.code) this.errors = {};
  }

  /** The mailed code: creates the account, links the identity, signs in. */
  async submitCode(): Promise<SignedIn | null> {
    const email = this.verifyEmail;
    if (!email || this.busy) return null;
    const e = codeError(this.code);
    this.errors = e ? { code: e } : {};
    if (e) {
      this.errorSeq++;
      return null;
    }
    this.busy = true;
    this.error = null;
    this.resent = false;
    try {
      return this.signedIn(
        await createRegistrationApi(this.root.api.http).verifyRegistration({ email, code: normalizeCode(this.code)! }),
      );
    } catch (err) {
      runInAction(() => this.fail(err));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** A new mail (new code; the old one stops working), at most once a minute. */
  async resend(now = Date.now()): Promise<boolean> {
    const provider = this.pending;
    if (!provider || !this.verifyEmail || this.busy || resendWaitSec(this.sentAt, now) > 0) return false;
    this.busy = true;
    this.error = null;
    try {
      await this.askRegistration(provider, now);
      runInAction(() => {
        this.code = '';
        this.resent = true;
      });
      return true;
    } catch (e) {
      runInAction(() => this.fail(e));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Back to the register form to correct the email. */
  editEmail(): void {
    this.verifyEmail = null;
    this.code = '';
    this.error = null;
    this.errors = {};
    this.resent = false;
  }
}
