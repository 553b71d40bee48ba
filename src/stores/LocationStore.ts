/**
 * Store-location selection (spec 2.4, 4): the locations of the settings, the chosen one (kept
 * in the session), whether the picker must open by itself, and the change itself.
 */
import { makeAutoObservable } from 'mobx';
import type { StoreLocation } from '@api-types';
import {
  findLocation,
  locationAfterChange,
  provinces,
  shouldAutoOpenLocationPicker,
  type AfterLocationChange,
} from '@/domain/location';
import type { Root } from './root';

/** When the picker last opened by itself (ms since epoch), kept across pages and reloads. */
export const PICKER_OFFERED_KEY = 'istore.locationPickerOfferedAt';

export class LocationStore {
  private readonly root: Root;
  private offeredAt: number | null;

  constructor(root: Root) {
    this.root = root;
    const stored = root.platform.storage.get<unknown>(PICKER_OFFERED_KEY);
    this.offeredAt = typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  get enabled(): boolean {
    return this.root.app.settings.appConfig.enableMultiLocationSelection;
  }

  get locations(): StoreLocation[] {
    return this.root.app.settings.storeLocations;
  }

  get provinces(): string[] {
    return provinces(this.locations);
  }

  get selectedId(): string | null {
    return this.root.session.location?.id ?? null;
  }

  get selected(): StoreLocation | undefined {
    return findLocation(this.selectedId, this.locations);
  }

  /** Name for the header link: the location's name, else the one the session kept. */
  get selectedName(): string {
    return this.selected?.localStoreName ?? this.root.session.location?.name ?? '';
  }

  /** Spec 4: with multi-location on and nothing chosen, the picker opens by itself, once a visit. */
  get shouldAutoOpenPicker(): boolean {
    return (
      this.root.app.ready &&
      shouldAutoOpenLocationPicker({
        enabled: this.enabled,
        chosen: this.selectedId,
        offeredAt: this.offeredAt,
        now: this.root.checkoutDeps.now(),
      })
    );
  }

  /** The picker opened by itself: not again this visit, on any page. */
  markAutoOpened(): void {
    this.offeredAt = this.root.checkoutDeps.now();
    this.root.platform.storage.set(PICKER_OFFERED_KEY, this.offeredAt);
  }

  /**
   * Spec 4: saves the location, reloads app info and cart, then reloads the page, except on
   * checkout / payment pages where the answer says where to go ('/checkout/cart?locationChange=true')
   * for the caller to navigate. Rejects with the ApiError when the server refuses the location.
   */
  async choose(id: string): Promise<AfterLocationChange> {
    const { common } = this.root.api;
    const saved = await common.setSelectedStoreLocation(id);
    const name = findLocation(saved.locid, this.locations)?.localStoreName ?? saved.locname;
    this.root.session.setLocation({ id: saved.locid, name });
    await Promise.all([this.root.app.load(), this.root.cart.fetch()]);
    const next = locationAfterChange(this.root.platform.currentLocation().path);
    if (next.kind === 'reload') this.root.platform.reload();
    return next;
  }
}
