/**
 * The Sign In (/account/login), Register (/account/signup), Forgot password and Reset password
 * forms: each field validated with a clear message (domain/account.ts, domain/profile.ts), then
 * POST common3/signon (the signed-in shopper goes into the session and the cart is fetched again:
 * it may be the shopper's own), GET common3/forgotPassword or POST common3/resetPasswordExternal.
 * Registering is two steps (domain/registration.ts): POST common3/clientRegistration mails a code
 * and a link, then the code typed here or the link's token goes to common3/verifyRegistration,
 * which signs in. Made per screen: `new AccountFormStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { validateRegister, validateSignIn, type RegisterForm, type SignInForm } from '@/domain/account';
import { codeError, normalizeCode, resendWaitSec, resumableRegistration } from '@/domain/registration';
import { hasErrors, type Errors } from '@/domain/checkout';
import { accountT } from '@/i18n/account';
import { validateForgot, validateResetPassword, type ResetPasswordForm } from '@/domain/profile';
import { createProfileApi, type ProfileApi } from '@/services/profile';
import { createRegistrationApi, type RegistrationApi } from '@/services/registration';
import { accountErrorText } from './accountErrors';
import { withoutError } from './formErrors';
import type { Root } from './root';
import '@/i18n/checkout-account';

/** The "check your email" step of this tab (platform tabStorage): a reload comes back to it. */
export const PENDING_REGISTRATION_KEY = 'istore.pendingRegistration';

export class AccountFormStore {
  signIn: SignInForm = { email: '', password: '' };
  register: RegisterForm = { firstName: '', lastName: '', email: '', password: '', confirm: '' };
  forgotEmail = '';
  reset: ResetPasswordForm = { password: '', confirm: '' };
  /** The server's answer once a reset link was asked for, or the reset went through. */
  done: string | null = null;
  errors: Errors = {};
  /** The server's refusal (first message, spec 8). */
  error: string | null = null;
  busy = false;
  errorSeq = 0;
  /** The email a registration mail went to: the signup page then asks for its code. */
  pendingEmail: string | null = null;
  code = '';
  /** When the last registration mail was asked for (ms), for "Send a new code" to wait. */
  sentAt: number | null = null;
  /** A new code was sent on request (the page says so). */
  resent = false;

  private readonly root: Root;
  private profileApi: ProfileApi | null = null;
  private registrationApi: RegistrationApi | null = null;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'profileApi' | 'registrationApi'>(
      this,
      {
        root: false,
        profileApi: false,
        registrationApi: false,
        signIn: observableRef,
        register: observableRef,
        reset: observableRef,
        errors: observableRef,
      },
      { autoBind: true },
    );
  }

  setSignIn(field: keyof SignInForm, value: string): void {
    this.signIn = { ...this.signIn, [field]: value };
    this.clearError(field);
  }

  setRegister(field: keyof RegisterForm, value: string): void {
    this.register = { ...this.register, [field]: value };
    this.clearError(field);
  }

  setCode(value: string): void {
    this.code = value;
    this.clearError('code');
  }

  setForgotEmail(value: string): void {
    this.forgotEmail = value;
    this.clearError('email');
  }

  setReset(field: keyof ResetPasswordForm, value: string): void {
    this.reset = { ...this.reset, [field]: value };
    this.clearError(field);
  }

  private get profile(): ProfileApi {
    this.profileApi ??= createProfileApi(this.root.api.http);
    return this.profileApi;
  }

  private get registration(): RegistrationApi {
    this.registrationApi ??= createRegistrationApi(this.root.api.http);
    return this.registrationApi;
  }

  private fail(e: unknown): false {
    this.error = accountErrorText(this.root, e);
    this.errorSeq++;
    return false;
  }

  /** GET common3/forgotPassword: resolves true once the (neutral) answer came; `done` holds it. */
  async submitForgot(): Promise<boolean> {
    if (this.busy || this.invalid(validateForgot(this.forgotEmail))) return false;
    this.busy = true;
    try {
      // the server's answer is the same neutral text; it is shown in the shopper's language
      await this.profile.forgotPassword(this.forgotEmail.trim());
      runInAction(() => (this.done = accountT(this.root.session)('istore_account_forgot_sent')));
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** POST common3/resetPasswordExternal; the shopper is signed out everywhere, so locally too. */
  async submitReset(token: string): Promise<boolean> {
    if (this.busy || this.invalid(validateResetPassword(this.reset))) return false;
    this.busy = true;
    try {
      await this.profile.resetPasswordExternal(token, this.reset.password);
      runInAction(() => {
        this.root.session.setUser(null);
        this.done = accountT(this.root.session)('istore_account_reset_done');
      });
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private clearError(field: string): void {
    this.errors = withoutError(this.errors, field);
  }

  private invalid(errors: Errors): boolean {
    this.errors = errors;
    this.error = null;
    if (hasErrors(errors)) this.errorSeq++;
    return hasErrors(errors);
  }

  /** Resolves true when signed in. */
  async submitSignIn(): Promise<boolean> {
    if (this.busy || this.invalid(validateSignIn(this.signIn))) return false;
    this.busy = true;
    try {
      const signedIn = await this.root.api.account.signon({
        email: this.signIn.email.trim(),
        password: this.signIn.password,
      });
      runInAction(() => this.root.session.setUser(signedIn));
      void this.root.cart.fetch();
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * POST common3/clientRegistration: resolves true once the mail is on its way (the answer is the
   * same whether or not the email has an account); the page then asks for the code.
   * `redirect` is where the mailed link returns to.
   */
  async submitRegister(redirect?: string): Promise<boolean> {
    if (this.busy || this.invalid(validateRegister(this.register))) return false;
    this.busy = true;
    try {
      await this.askRegistration(redirect);
      runInAction(() => {
        this.pendingEmail = this.register.email.trim();
        this.code = '';
        this.resent = false;
        this.keepPending();
      });
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async askRegistration(redirect: string | undefined, now = Date.now()): Promise<void> {
    const r = this.register;
    await this.registration.clientRegistration({
      email: r.email.trim(),
      password: r.password,
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
      ...(redirect ? { redirect } : {}),
    });
    runInAction(() => (this.sentAt = now));
  }

  /** The step as the tab keeps it: names, email and when the mail went (never the password). */
  private keepPending(): void {
    const r = this.register;
    this.root.platform.tabStorage?.set(PENDING_REGISTRATION_KEY, {
      email: this.pendingEmail,
      firstName: r.firstName,
      lastName: r.lastName,
      sentAt: this.sentAt,
    });
  }

  private dropPending(): void {
    this.root.platform.tabStorage?.remove(PENDING_REGISTRATION_KEY);
  }

  /**
   * After a reload (the shopper went to their mail app and back): the "check your email" step
   * again, when its code still works. Returns whether it came back.
   */
  resumeRegistration(now = Date.now()): boolean {
    const kept = resumableRegistration(this.root.platform.tabStorage?.get(PENDING_REGISTRATION_KEY), now);
    if (!kept) {
      this.dropPending();
      return false;
    }
    this.register = { ...this.register, email: kept.email, firstName: kept.firstName, lastName: kept.lastName };
    this.pendingEmail = kept.email;
    this.sentAt = kept.sentAt;
    return true;
  }

  /** Seconds until "Send a new code" works (0: now). */
  resendWait(now = Date.now()): number {
    return resendWaitSec(this.sentAt, now);
  }

  /** Asks for a new mail (a new code and link; the old ones stop working), at most once a minute. */
  async resend(redirect?: string, now = Date.now()): Promise<boolean> {
    if (this.busy || !this.pendingEmail || this.resendWait(now) > 0) return false;
    // a step resumed after a reload has no password (it is never kept): the form asks for it again
    if (!this.register.password) {
      this.editEmail();
      return false;
    }
    this.busy = true;
    this.error = null;
    try {
      await this.askRegistration(redirect, now);
      runInAction(() => {
        this.code = '';
        this.resent = true;
        this.keepPending();
      });
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Back to the form to correct the email (what was typed stays). */
  editEmail(): void {
    this.dropPending();
    this.pendingEmail = null;
    this.code = '';
    this.error = null;
    this.errors = {};
    this.resent = false;
  }

  /** The typed code: resolves true when the account exists and the shopper is signed in. */
  async submitCode(): Promise<boolean> {
    const email = this.pendingEmail;
    if (this.busy || !email) return false;
    const e = codeError(this.code);
    if (this.invalid(e ? { code: e } : {})) return false;
    return this.verify({ email, code: normalizeCode(this.code)! });
  }

  /** The mailed link's token: resolves true when the account exists and the shopper is signed in. */
  async verifyLink(token: string): Promise<boolean> {
    if (this.busy) return false;
    return this.verify({ token });
  }

  private async verify(proof: { token: string } | { email: string; code: string }): Promise<boolean> {
    this.busy = true;
    this.error = null;
    this.resent = false;
    try {
      const signedIn = await this.registration.verifyRegistration(proof);
      runInAction(() => {
        this.root.session.setUser(signedIn);
        this.dropPending();
      });
      void this.root.cart.fetch();
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
