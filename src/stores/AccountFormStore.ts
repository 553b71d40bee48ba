/**
 * The Sign In (/account/login) and Register (/account/signup) forms: each field validated with a
 * clear message (domain/account.ts), then POST common3/signon or clientRegistration; the signed-in
 * shopper goes into the session and the cart is fetched again (it may be the shopper's own).
 * Made per screen: `new AccountFormStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { validateRegister, validateSignIn, type RegisterForm, type SignInForm } from '@/domain/account';
import { hasErrors, type Errors } from '@/domain/checkout';
import { errorMessage } from '@/services/http';
import type { RootStore } from './RootStore';

export class AccountFormStore {
  signIn: SignInForm = { email: '', password: '' };
  register: RegisterForm = { firstName: '', lastName: '', email: '', password: '', confirm: '' };
  errors: Errors = {};
  /** The server's refusal (first message, spec 8). */
  error: string | null = null;
  busy = false;
  errorSeq = 0;

  private readonly root: RootStore;

  constructor(root: RootStore) {
    this.root = root;
    makeAutoObservable<this, 'root'>(
      this,
      { root: false, signIn: observableRef, register: observableRef, errors: observableRef },
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

  private clearError(field: string): void {
    if (!this.errors[field]) return;
    const { [field]: _dropped, ...rest } = this.errors;
    this.errors = rest;
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
      runInAction(() => {
        this.error = errorMessage(e);
        this.errorSeq++;
      });
      return false;
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
      runInAction(() => {
        this.error = errorMessage(e);
        this.errorSeq++;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
