/**
 * What catalogue screens share: the category tree, brands, the membership product, the home
 * page's content and strips; and the per-screen stores (a list, a product) made with the
 * injected API.
 *
 *   const list = root.catalogue.list({ kind: 'products', cat: 'tea', sort: 'priceUp' });
 *   void list.load();
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PageContent } from '@api-types';
import type { CategoryDetailModel, CategoryModel, NamedGroupModel, ProductSummary } from '@/services/catalogue';
import { ApiError, asApiError } from '@/services/http';
import { ContentPageStore } from './ContentPageStore';
import { ProductListStore, type ListSource, type ListStatus } from './ProductListStore';
import { ProductStore } from './ProductStore';
import { FEATURED_TAG, type HomeBlock } from '@/domain/homeSections';
import { openCampaigns, type GroupBuyOffer } from '@/domain/campaigns';
import { createCampaignApi } from '@/services/campaigns';
import type { Root } from './root';

/** The answer, or null when the call failed (unknown or unreadable: the page falls back to the name it has). */
const orNull = <T>(answer: Promise<T>): Promise<T | null> => answer.catch(() => null);

/** Products per home strip. */
export const STRIP_SIZE = 8;

export interface Loadable<T> {
  /**
   * 'idle' until a first load answers: every view shows idle and loading alike (placeholders), so
   * a first load's start is not published (it re-rendered each view reading the slot for nothing).
   * 'loading' is shown when a load replaces an answer (Try again after an error, a reload).
   */
  status: ListStatus;
  value: T;
  error: ApiError | null;
}

/** A screen whose store can be started before its page exists (CatalogueStore.startAhead). */
type AheadScreen = { product: number } | { list: ListSource };

const aheadKey = (screen: AheadScreen): string =>
  'product' in screen ? `product ${screen.product}` : `list ${JSON.stringify(screen.list)}`;

/** The loadable slots. */
type SlotKey =
  'categories' | 'brands' | 'membership' | 'homeContent' | 'homeSections' | 'featured' | 'clearance' | 'groupBuys';

export class CatalogueStore {
  categories: Loadable<CategoryModel[]> = { status: 'idle', value: [], error: null };
  brands: Loadable<NamedGroupModel[]> = { status: 'idle', value: [], error: null };
  membership: Loadable<ProductSummary | null> = { status: 'idle', value: null, error: null };
  homeContent: Loadable<PageContent | null> = { status: 'idle', value: null, error: null };
  /** The home page's blocks from the store (null: none usable; the page then lays out its default). */
  homeSections: Loadable<HomeBlock[] | null> = { status: 'idle', value: null, error: null };
  featured: Loadable<ProductSummary[]> = { status: 'idle', value: [], error: null };
  /** The featured products are the store's 'featured' tag (else its first products): where See all leads. */
  featuredFromTag = false;
  clearance: Loadable<ProductSummary[]> = { status: 'idle', value: [], error: null };
  /** What the open group-buy campaigns sell, at their group prices (home block, product badge). */
  groupBuys: Loadable<GroupBuyOffer[]> = { status: 'idle', value: [], error: null };
  /** Tags asked for, by key (lower case); null: unknown or unreadable. */
  tags: Record<string, NamedGroupModel | null> = {};
  /** Category pages' headings asked for (category/{name}), by key (lower case); null: unknown or unreadable. */
  categoryPages: Record<string, CategoryDetailModel | null> = {};
  /** Category pages asked for and not answered yet (their heading is on its way). */
  categoryPagesPending: Record<string, true> = {};
  /** The latest fill of each slot: only its answer is kept (a reload after a language switch wins). */
  private fills: Record<string, number> = {};
  /** The slots whose fill is on its way (the status says so only when it replaces an answer). */
  private inFlight: Record<string, boolean> = {};
  /** Screen stores started ahead of their page (firstScreenData.ts), each handed over once. */
  private ahead = new Map<string, ProductStore | ProductListStore>();

  constructor(private readonly root: Root) {
    makeAutoObservable<this, 'root' | 'fills' | 'inFlight' | 'ahead'>(
      this,
      {
        root: false,
        fills: false,
        inFlight: false,
        ahead: false,
        categories: observableRef,
        brands: observableRef,
        membership: observableRef,
        homeContent: observableRef,
        homeSections: observableRef,
        featured: observableRef,
        clearance: observableRef,
        groupBuys: observableRef,
        tags: observableRef,
        categoryPages: observableRef,
        categoryPagesPending: observableRef,
      },
      { autoBind: true },
    );
  }

  /** A list screen's store (the one started ahead for this list, if any). */
  list(source: ListSource): ProductListStore {
    const started = this.takeAhead({ list: source });
    return started instanceof ProductListStore ? started : new ProductListStore(this.root.api.catalogue, source);
  }

  /** A product screen's store (the one started ahead for this product, if any). */
  product(id: number): ProductStore {
    const started = this.takeAhead({ product: id });
    return started instanceof ProductStore ? started : new ProductStore(this.root, id);
  }

  /**
   * Starts a screen's store before its page exists (a first visit's page code is still on its way):
   * the page's `list()`/`product()` gets it, loading or loaded.
   */
  startAhead(screen: AheadScreen): void {
    const store =
      'product' in screen
        ? new ProductStore(this.root, screen.product)
        : new ProductListStore(this.root.api.catalogue, screen.list);
    this.ahead.set(aheadKey(screen), store);
    void store.load();
  }

  /** The store started ahead for `screen`, handed over once. */
  private takeAhead(screen: AheadScreen): ProductStore | ProductListStore | undefined {
    const key = aheadKey(screen);
    const started = this.ahead.get(key);
    this.ahead.delete(key);
    return started;
  }

  /** A general content page's store (`/about`, the blog index); `segment` is the route's page name. */
  contentPage(segment: string | null | undefined): ContentPageStore {
    return new ContentPageStore(this.root.api.common, segment);
  }

  /** The category with this key anywhere in the tree (case-insensitive), once loaded. */
  findCategory(name: string | null | undefined): CategoryModel | null {
    if (!name) return null;
    const key = name.toLowerCase();
    const walk = (list: CategoryModel[]): CategoryModel | null => {
      for (const c of list) {
        if (c.name.toLowerCase() === key) return c;
        const found = walk(c.children);
        if (found) return found;
      }
      return null;
    };
    return walk(this.categories.value);
  }

  findBrand(name: string | null | undefined): NamedGroupModel | null {
    if (!name) return null;
    const key = name.toLowerCase();
    return this.brands.value.find((b) => b.name.toLowerCase() === key) ?? null;
  }

  /**
   * Runs `fetch` into the loadable slot `key` unless it is loaded or loading; never rejects.
   * `also` runs in the same action as the answer (what comes with it shows in the same render).
   */
  private async fill<K extends SlotKey>(
    key: K,
    fetch: () => Promise<this[K]['value']>,
    force = false,
    also?: () => void,
  ): Promise<void> {
    const slot = this[key];
    if (!force && (slot.status === 'ready' || this.inFlight[key])) return;
    const n = (this.fills[key] = (this.fills[key] ?? 0) + 1);
    this.inFlight[key] = true;
    // an idle slot stays idle (shown alike): only an answer being replaced is marked
    if (slot.status !== 'idle') this[key] = { ...slot, status: 'loading', error: null };
    try {
      const value = await fetch();
      if (this.fills[key] !== n) return;
      runInAction(() => {
        this[key] = { status: 'ready', value, error: null } as this[K];
        also?.();
      });
    } catch (e) {
      if (this.fills[key] !== n) return;
      runInAction(() => (this[key] = { ...this[key], status: 'error', error: asApiError(e) } as this[K]));
    } finally {
      if (this.fills[key] === n) this.inFlight[key] = false;
    }
  }

  /**
   * The server was switched to the page's language after content had been asked for in the old
   * one (start-up with a stored language the server session did not have): everything asked for
   * is asked again, and only the new answers are kept, so the page shows one language.
   */
  reloadForLocale(): Promise<void> {
    const asked = (k: SlotKey) => this.fills[k] !== undefined;
    const home = asked('homeContent') || asked('homeSections') || asked('featured') || asked('clearance');
    this.tags = {};
    const categoryPages = Object.keys(this.categoryPages);
    this.categoryPages = {};
    // started in the old language and not yet taken: the page makes its own
    this.ahead.clear();
    return Promise.all([
      home ? this.loadHome(true) : asked('categories') ? this.loadCategories(true) : undefined,
      asked('brands') ? this.loadBrands(true) : undefined,
      asked('membership') ? this.loadMembership(true) : undefined,
      asked('groupBuys') ? this.loadGroupBuys(true) : undefined,
      ...categoryPages.map((name) => this.loadCategoryPage(name)),
    ]).then(() => undefined);
  }

  /** GET productManagement/categories/all, once (force: again, e.g. after a language change). */
  loadCategories(force = false): Promise<void> {
    return this.fill('categories', () => this.root.api.catalogue.categories('all'), force);
  }

  /**
   * The open group-buy campaigns' items (common3/campaign/fissionList, then each open campaign's
   * campaignProductItem/list/all), once: a way into group buying from the home page and the
   * product pages.
   */
  loadGroupBuys(force = false): Promise<void> {
    return this.fill(
      'groupBuys',
      async () => {
        const api = createCampaignApi(this.root.api.http);
        const open = openCampaigns(await api.list(), Date.now());
        const offers = await Promise.all(
          open.map(async (c) =>
            (await api.items(c.id)).map((it) => ({
              campaignId: c.id,
              productId: it.productId,
              groupPrice: it.groupPrice,
              currency: it.currency,
            })),
          ),
        );
        return offers.flat();
      },
      force,
    );
  }

  loadBrands(force = false): Promise<void> {
    return this.fill('brands', () => this.root.api.catalogue.brands(), force);
  }

  /** A tag's names (productManagement2/tag/{name}), once per tag; null when unknown. Never rejects. */
  async loadTag(name: string): Promise<void> {
    const key = name.toLowerCase();
    if (key in this.tags) return;
    const tag = await orNull(this.root.api.catalogue.tag(name));
    runInAction(() => (this.tags = { ...this.tags, [key]: tag }));
  }

  findTag(name: string | null | undefined): NamedGroupModel | null {
    return name ? (this.tags[name.toLowerCase()] ?? null) : null;
  }

  /**
   * A category page's heading, picture and description (productManagement2/category/{name}),
   * once per category; null when unknown. Never rejects.
   */
  async loadCategoryPage(name: string): Promise<void> {
    const key = name.toLowerCase();
    if (key in this.categoryPages || this.categoryPagesPending[key]) return;
    this.categoryPagesPending = { ...this.categoryPagesPending, [key]: true };
    const page = await orNull(this.root.api.catalogue.category(name));
    runInAction(() => {
      this.categoryPages = { ...this.categoryPages, [key]: page };
      const pending = { ...this.categoryPagesPending };
      delete pending[key];
      this.categoryPagesPending = pending;
    });
  }

  /** Whether a category's heading, picture and description are still on their way. */
  isCategoryPagePending(name: string | null | undefined): boolean {
    return !!name && !!this.categoryPagesPending[name.toLowerCase()];
  }

  findCategoryPage(name: string | null | undefined): CategoryDetailModel | null {
    return name ? (this.categoryPages[name.toLowerCase()] ?? null) : null;
  }

  /** The MEMBERSHIP product query of spec 7.2. */
  loadMembership(force = false): Promise<void> {
    return this.fill('membership', () => this.root.api.catalogue.membershipProduct(), force);
  }

  /**
   * Home: its blocks (common3/sectionTemplateByType/home), page content (common3/pageContent?pageName=home),
   * categories, featured and clearance strips.
   */
  loadHome(force = false): Promise<void> {
    const api = this.root.api;
    let fromTag = false;
    return Promise.all([
      this.fill('homeSections', () => api.common.sectionTemplate('home'), force),
      this.fill('homeContent', () => api.common.pageContent('home'), force),
      this.loadCategories(force),
      this.fill(
        'featured',
        async () => {
          const tagged = (await api.catalogue.products({ tag: FEATURED_TAG }, { numberToLoad: STRIP_SIZE })).items;
          fromTag = tagged.length > 0;
          if (tagged.length) return tagged;
          return (await api.catalogue.products({ cat: 'all' }, { numberToLoad: STRIP_SIZE })).items;
        },
        force,
        // with the products, not before them: set apart, it re-rendered the strip's placeholders
        () => (this.featuredFromTag = fromTag),
      ),
      this.fill(
        'clearance',
        async () => (await api.catalogue.products({ clearance: true }, { numberToLoad: STRIP_SIZE })).items,
        force,
      ),
    ]).then(() => undefined);
  }
}
