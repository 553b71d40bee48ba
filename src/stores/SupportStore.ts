/** The support form, per screen. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Errors } from '@/domain/checkout';
import { supportRequest, validateSupportForm, type SupportForm } from '@/domain/support';
import { accountErrorText } from './accountErrors';
import type { Root } from './root';
import { userApi } from './userApi';

/** The support form (POST message/submitForm). */
export class SupportStore {
  form: SupportForm = { name: '', email: '', orderID: '', message: '' };
  errors: Errors = {};
  sending = false;
  error: string | null = null;
  ticketID: string | null = null;
  private readonly root: Root;

  constructor(root: Root, prefill: Partial<SupportForm> = {}) {
    this.root = root;
    this.form = { ...this.form, ...prefill };
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  set(field: keyof SupportForm, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (this.errors[field]) {
      const rest = { ...this.errors };
      delete rest[field];
      this.errors = rest;
    }
  }

  /** Validates, sends once however often tapped; true when the store has the message. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.errors = validateSupportForm(this.form);
    if (Object.keys(this.errors).length > 0) return false;
    this.sending = true;
    this.error = null;
    try {
      const answer = await userApi(this.root).submitSupport(supportRequest(this.form));
      runInAction(() => (this.ticketID = answer.ticketID));
      return true;
    } catch (e) {
      // a throttled message (429) reads as the account screens' "try again" text, in the shopper's language
      runInAction(() => (this.error = accountErrorText(this.root, e)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Another message after the confirmation (name and email kept). */
  again(): void {
    this.ticketID = null;
    this.form = { ...this.form, orderID: '', message: '' };
  }
}
