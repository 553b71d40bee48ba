/**
 * The shopper's address book (spec 7.1): delivery and billing lists (getAddresses), add, edit,
 * delete and default (updateAddresses), countries and provinces for the form, whether we deliver
 * to a saved delivery address (deliveryLocations), and WeChat's address book to fill the form in
 * the mini-program. Used by /user/addresses and by checkout's saved-address picker.
 * Made per screen: `new AddressBookStore(root)`.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Address, AddressType, Country, Province, UpdateAddressesRequest } from '@api-types';
import {
  addressInput,
  emptyAddressBookForm,
  formFromAddress,
  formFromWeChatAddress,
  validateAddressBookForm,
  type AddressBookForm,
} from '@/domain/addressBook';
import { onlyCountry, provinceCode, provinceCodesFor } from '@/domain/addressRegions';
import { hasErrors, type Errors } from '@/domain/checkout';
import { accountT } from '@/i18n/account';
import { addressChooser as platformChooser, type AddressChooser } from '@/platform/address-chooser';
import { createProfileApi, type ProfileApi } from '@/services/profile';
import { accountErrorText } from './accountErrors';
import { withoutError } from './formErrors';
import type { Root } from './root';

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export class AddressBookStore {
  type: AddressType = 'DELIVERY';
  lists: Record<AddressType, Address[]> = { DELIVERY: [], BILLING: [] };
  status: Record<AddressType, LoadState> = { DELIVERY: 'idle', BILLING: 'idle' };
  countries: Country[] = [];
  provinces: Record<string, Province[]> = {};
  /** null: no form; 'new': adding; a number: editing that address. */
  editing: number | 'new' | null = null;
  form: AddressBookForm = emptyAddressBookForm();
  errors: Errors = {};
  errorSeq = 0;
  busy = false;
  error: string | null = null;
  notice: string | null = null;
  noticeSeq = 0;
  /** The address last saved (its card is brought into view), counted so each save shows it again. */
  saved: { id: number; seq: number } | null = null;
  /** The address asked to be deleted (a second tap confirms). */
  confirmDelete: number | null = null;

  private readonly api: ProfileApi;

  constructor(
    private readonly root: Root,
    readonly chooser: AddressChooser = platformChooser,
  ) {
    this.api = createProfileApi(root.api.http);
    makeAutoObservable<this, 'root' | 'api'>(
      this,
      {
        root: false,
        api: false,
        chooser: false,
        lists: observableRef,
        status: observableRef,
        countries: observableRef,
        provinces: observableRef,
        form: observableRef,
        errors: observableRef,
      },
      { autoBind: true },
    );
  }

  private get t() {
    return accountT(this.root.session);
  }

  get list(): Address[] {
    return this.lists[this.type];
  }

  get provinceOptions(): Province[] {
    return this.provinces[this.form.country] ?? [];
  }

  /** The codes the form's province may be (domain/addressRegions: Canada's are checkout's). */
  get provinceCodes(): readonly string[] {
    return provinceCodesFor(this.form.country, this.provinceOptions);
  }

  private get userId(): string | null {
    return this.root.session.userID;
  }

  setType(type: AddressType): void {
    this.type = type;
    this.editing = null;
    this.confirmDelete = null;
    if (this.status[type] === 'idle') void this.load(type);
  }

  /** GET getAddresses for a type; a failure keeps what was shown and says so. */
  async load(type: AddressType = this.type): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    this.status = { ...this.status, [type]: 'loading' };
    try {
      const list = await this.api.getAddresses(userId, type);
      runInAction(() => {
        this.lists = { ...this.lists, [type]: list };
        this.status = { ...this.status, [type]: 'ready' };
      });
    } catch (e) {
      runInAction(() => {
        this.status = { ...this.status, [type]: 'error' };
        this.error = accountErrorText(this.root, e);
      });
    }
  }

  /**
   * Countries, and the provinces of the form's country (each fetched once). With one country
   * the form takes it (it is shown, not chosen); a province held by its name is held by its code.
   */
  async loadRegions(): Promise<void> {
    try {
      if (!this.countries.length) {
        const countries = await this.api.supportedCountries();
        runInAction(() => (this.countries = countries));
      }
      const only = onlyCountry(this.countries);
      if (only && only.code !== this.form.country)
        runInAction(() => (this.form = { ...this.form, country: only.code }));
      await this.loadProvinces(this.form.country);
      runInAction(() => {
        const code = provinceCode(this.form.province, this.provinceOptions);
        if (this.provinceOptions.length && code !== this.form.province) this.form = { ...this.form, province: code };
      });
    } catch (e) {
      runInAction(() => (this.error = accountErrorText(this.root, e)));
    }
  }

  private async loadProvinces(country: string): Promise<void> {
    if (!country || this.provinces[country]) return;
    const list = await this.api.provinces(country);
    runInAction(() => (this.provinces = { ...this.provinces, [country]: list }));
  }

  startAdd(): void {
    const u = this.root.session.user;
    this.form = {
      ...emptyAddressBookForm(),
      firstName: u?.firstName ?? '',
      lastName: u?.lastName ?? '',
      phone: u?.phone ?? '',
      isDefault: this.list.length === 0,
    };
    this.editing = 'new';
    this.errors = {};
    this.error = null;
    void this.loadRegions();
  }

  startEdit(a: Address): void {
    this.form = formFromAddress(a);
    this.editing = a.id;
    this.errors = {};
    this.error = null;
    void this.loadRegions();
  }

  cancel(): void {
    this.editing = null;
    this.errors = {};
  }

  setField<K extends keyof AddressBookForm>(field: K, value: AddressBookForm[K]): void {
    this.form = { ...this.form, [field]: value, ...(field === 'country' ? { province: '' } : {}) };
    if (field === 'country') void this.loadProvinces(String(value)).catch(() => undefined);
    this.errors = withoutError(this.errors, field);
  }

  /** Fills the form from WeChat's address book (mini-program). */
  async useWeChatAddress(): Promise<void> {
    const res = await this.chooser.choose();
    runInAction(() => {
      if (res.kind === 'ok') this.form = formFromWeChatAddress(res.address, this.provinceOptions, this.form);
      else if (res.kind === 'fail') this.error = res.message;
    });
  }

  private async change(change: UpdateAddressesRequest, done: string): Promise<boolean> {
    const userId = this.userId;
    if (!userId || this.busy) return false;
    this.busy = true;
    this.error = null;
    const type = this.type;
    try {
      const list = await this.api.updateAddresses(userId, type, change);
      runInAction(() => {
        this.lists = { ...this.lists, [type]: list };
        this.status = { ...this.status, [type]: 'ready' };
        this.notice = done;
        this.noticeSeq++;
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = accountErrorText(this.root, e);
        this.errorSeq++;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Validates, saves, closes the form; for a delivery address says whether we deliver there. */
  async save(): Promise<boolean> {
    const errors = validateAddressBookForm(this.form, this.provinceCodes);
    this.errors = errors;
    if (hasErrors(errors)) {
      this.errorSeq++;
      return false;
    }
    const input = addressInput(this.form);
    const before = new Set(this.list.map((a) => a.id));
    const editing = this.editing;
    const ok = await this.change(
      this.editing === 'new' || this.editing === null
        ? { action: 'upsert', address: input }
        : { action: 'upsert', id: this.editing, address: input },
      this.t('istore_address_saved'),
    );
    if (!ok) return false;
    runInAction(() => {
      this.editing = null;
      // the address as saved: the one edited, or the one the list did not have before
      const id = typeof editing === 'number' ? editing : this.list.find((a) => !before.has(a.id))?.id;
      this.saved = id === undefined ? null : { id, seq: (this.saved?.seq ?? 0) + 1 };
    });
    if (this.type === 'DELIVERY') {
      try {
        const c = await this.api.deliveryLocations(input.country, input.province, input.postCode);
        runInAction(() => {
          this.notice = `${this.t('istore_address_saved')} ${c.deliverable ? this.t('istore_address_delivers', { zone: c.zoneName ?? '' }) : this.t('istore_address_no_delivery')}`;
          this.noticeSeq++;
        });
      } catch {
        /* coverage is a hint; the address is saved */
      }
    }
    return true;
  }

  /** First tap asks, second deletes. */
  async remove(id: number): Promise<boolean> {
    if (this.confirmDelete !== id) {
      this.confirmDelete = id;
      return false;
    }
    this.confirmDelete = null;
    return this.change({ action: 'delete', id }, this.t('istore_address_deleted'));
  }

  cancelDelete(): void {
    this.confirmDelete = null;
  }

  makeDefault(id: number): Promise<boolean> {
    return this.change({ action: 'default', id }, this.t('istore_address_default_set'));
  }

  clearNotice(): void {
    this.notice = null;
  }
}
