/**
 * The Sign In (/account/login), Register (/account/signup), Forgot password and Reset password
 * forms: each field validated with a clear message (domain/account.ts, domain/profile.ts), then
 * POST common3/signon or clientRegistration (the signed-in shopper goes into the session and the
 * cart is fetched again: it may be the shopper's own), GET common3/forgotPassword or POST
 * common3/resetPasswordExternal. Made per screen: `new AccountFormStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { validateRegister, validateSignIn, type RegisterForm, type SignInForm } from '@/domain/account';
import { hasErrors, type Errors } from '@/domain/checkout';
import { accountT } from '@/i18n/account';
import { validateForgot, validateResetPassword, type ResetPasswordForm } from '@/domain/profile';
import { createProfileApi, type ProfileApi } from '@/services/profile';
import { accountErrorText } from './accountErrors';
import { withoutError } from './formErrors';
import type { RootStore } from './RootStore';
import '@/i18n/checkout-account';


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

  private readonly root: RootStore;
  private profileApi: ProfileApi | null = null;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable<this, 'root' | 'profileApi'>(
      this,
      { root: false, profileApi: false, signIn: observableRef, register: observableRef, reset: observableRef, errors: observableRef },
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
      const signedIn = await this.root.api.account.signon({ email: this.signIn.email.trim(), password: this.signIn.password });
      runInAction(() => this.root.session.setUser(signedIn));
      void this.root.cart.fetch();
      return true;
    } catch (e) {
      return runInAction(() => this.fail(e));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Resolves true when registered (and signed in). */
  async submitRegister(): Promise<boolean> {
    if (this.busy || this.invalid(validateRegister(this.register))) return false;
    this.busy = true;
    const r = this.register;
    try {
      const signedIn = await this.root.api.account.clientRegistration({
        email: r.email.trim(),
        password: r.password,
        firstName: r.firstName.trim(),
        lastName: r.lastName.trim(),
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
}
