/**
 * The store's shell data from start-up (GET common3/appInfoInit, spec 3): name, logo, favicon,
 * navigation, header control, settings, colours; with its loading / error state.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AppDetail, ExtensionName, HeaderControl } from '@api-types';
import { offers } from '@/domain/extensions';
import { marketplaceParams } from '@/domain/session';
import { normalizeAppInfo, type AppInfoModel, type AppNavigation, type AppSettings } from '@/services/app-info';
import { ApiError, asApiError } from '@/services/http';
import type { Root } from './root';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Safe defaults while nothing is loaded (or the load failed): the normaliser's answer to {}. */
const EMPTY: AppInfoModel = normalizeAppInfo({});

export class AppStore {
  status: LoadStatus = 'idle';
  error: ApiError | null = null;
  info: AppInfoModel | null = null;

  private readonly root: Root;
  /** App info already asked for before the app ran (a static host's preload script): init waits for it. */
  private early: Promise<unknown> | null = null;

  constructor(root: Root) {
    this.root = root;
    // `info` and `error` are replaced whole, never mutated: a reference is enough
    makeAutoObservable<this, 'root' | 'early'>(
      this,
      { root: false, early: false, info: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'loading' || this.status === 'idle';
  }
  get ready(): boolean {
    return this.status === 'ready';
  }

  private get current(): AppInfoModel {
    return this.info ?? EMPTY;
  }
  get storeName(): string {
    return this.current.storeName;
  }
  get storeLogo(): 1 | 2 {
    return this.current.storeLogo;
  }
  get logoUrl(): string | null {
    return this.current.logoUrl;
  }
  get footerLogoUrl(): string | null {
    return this.current.footerLogoUrl;
  }
  get faviconUrl(): string | null {
    return this.current.faviconUrl;
  }
  get navigation(): AppNavigation {
    return this.current.navigation;
  }
  get headerControl(): Required<HeaderControl> {
    return this.current.headerControl;
  }
  get settings(): AppSettings {
    return this.current.settings;
  }
  get css(): Record<string, string> {
    return this.current.css;
  }
  get labels(): Record<string, string> {
    return this.current.labels;
  }
  get appDetail(): AppDetail {
    return this.current.appDetail;
  }
  get extensions(): string[] {
    return this.current.extensions;
  }
  /** Whether the server offers this extension (nothing is offered before app info loads). */
  offers(name: ExtensionName): boolean {
    return offers(this.current, name);
  }

  /**
   * Start-up: keeps mrk / mrkname / wmpoid of the address in the session (spec 5), then loads
   * app info. Never rejects: a failure is in `status` / `error` (retry with `load()`).
   */
  async init(): Promise<void> {
    const { query } = this.root.platform.currentLocation();
    const params = marketplaceParams(query);
    if (params.mrk || params.mrkname || params.wmpoid) this.root.session.setMarketplace(params);
    if (this.info && this.status === 'ready') return;
    const early = this.early;
    this.early = null;
    if (early) {
      this.status = 'loading';
      // its answer is taken as one the page brought (same checks); a failed or refused one is asked again
      if (this.hydrate(await early)) return;
    }
    await this.load();
  }

  /**
   * An app info request already on its way (parsed answer, or null if it failed), made before the
   * app ran: `init` takes its answer instead of asking again.
   */
  expectEarly(answer: Promise<unknown>): void {
    this.early = answer;
  }

  /**
   * App info the page brought with it (H5 served by the reference server: platform/html-shell.ts),
   * taken before the first render so the first frame is the store's and `init` need not fetch it.
   * Normalised like a fetched answer; returns whether there was any.
   */
  hydrate(raw: unknown): boolean {
    if (raw === null || raw === undefined || typeof raw !== 'object') return false;
    const info = normalizeAppInfo(raw);
    // app info in another language than the one stored on this device: not shown; `init` loads
    // it again after switching the server (one language on a page)
    const session = this.root.session;
    if (session.localeChosen && info.locale && info.locale !== session.locale) return false;
    this.info = info;
    session.applyAppInfo(info);
    this.status = 'ready';
    this.error = null;
    return true;
  }

  /** (Re)loads app info into this store and the session. Never rejects. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const { common } = this.root.api;
      const session = this.root.session;
      let info = await common.appInfoInit();
      let switchedLocale = false;
      // One source of truth for the language: the one stored on this device. A server session in
      // another language is switched, and app info read again, before any of it shows (menus, store
      // and location names, messages all in the page's language). If the server will not switch,
      // its language is taken instead, so the page still speaks one language.
      if (session.localeChosen && info.locale && info.locale !== session.locale) {
        const switched = await session.setLocale(session.locale).then(
          () => true,
          () => false,
        );
        if (switched) info = await common.appInfoInit();
        else session.forgetLocaleChoice();
        switchedLocale = switched;
      }
      runInAction(() => {
        this.info = info;
        session.applyAppInfo(info);
        this.status = 'ready';
      });
      // content asked for meanwhile came in the server's old language: ask again in the page's
      if (switchedLocale) void this.root.catalogue.reloadForLocale();
    } catch (e) {
      runInAction(() => {
        this.error = asApiError(e);
        this.status = 'error';
      });
    }
  }
}
