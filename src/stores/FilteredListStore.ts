/**
 * A product list or search with filters (domain/filters.ts, domain/filterPlan.ts): the state the
 * address holds, the list it shows (paged by ProductListStore: 12 a page, infinite scroll), the
 * choices and their counts, and the phone sheet's draft with the count it will show.
 *
 * - Each applied state gets a list store of its own and a generation: an answer for an earlier
 *   state (a page, the facets) lands nowhere the shopper looks, so a later filter's answer wins.
 * - An unfiltered list is the catalogue's own (the one started ahead at launch, if any).
 * - Every applied change writes the address (replaced, as the sort does): a reload or a shared
 *   link opens the same list; Back from a product finds this page as it was, scroll included.
 * Loaded with the list pages only (never by the first screen).
 */
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import {
  applicableFilters,
  choicesFromFacets,
  choicesFromProducts,
  countSource,
  extensionQuery,
  filtersUsable,
  listRequest,
  NO_CHOICES,
  type ChoicesView,
  type FacetsInput,
} from '@/domain/filterPlan';
import {
  activeFilters,
  clearFilters,
  filteredListUrl,
  sameFilters,
  toggleChoice,
  withoutFilter,
  type ActiveFilter,
  type FilterState,
  type ListBase,
} from '@/domain/filters';
import type { SortChoice } from '@/domain/sort';
import { createFilterCalls, type FilterCalls } from './filterCalls';
import { listForRequest } from './filteredLists';
import type { ProductListStore } from './ProductListStore';
import type { Root } from './root';

export type ChoiceGroupRef = Parameters<typeof toggleChoice>[1];

export interface FilteredListOptions {
  /** Writes the list's address (H5: replaces the history entry; the mini-program has none). */
  writeAddress?: (url: string) => void;
  /** The calls (tests pass their own; the app's default goes over root.api.http). */
  calls?: FilterCalls;
}

export class FilteredListStore {
  /** What the address or the shopper asks for; `applied` is the part this list can do. */
  wanted: FilterState;
  list: ProductListStore;
  /** The facets of the applied state; null while unknown or without the extension. */
  facets: FacetsInput | null = null;
  sheetOpen = false;
  draft: FilterState;
  draftFacets: FacetsInput | null = null;
  /** How many the draft would show; null while unknown. */
  draftTotal: number | null = null;

  private generation = 0;
  private draftGeneration = 0;
  private facetsAnswer: Promise<FacetsInput | null> = Promise.resolve(null);
  private readonly calls: FilterCalls;
  private readonly askedTags = new Set<string>();
  private readonly stops: Array<() => void>;

  constructor(
    private readonly root: Pick<Root, 'api' | 'catalogue'>,
    readonly base: ListBase,
    initial: FilterState,
    /** Whether the server offers the `filters` extension (app info may answer after the page shows). */
    private readonly offeredNow: () => boolean,
    private readonly options: FilteredListOptions = {},
  ) {
    this.calls = options.calls ?? createFilterCalls(root.api.http);
    this.wanted = initial;
    this.draft = applicableFilters(initial, base, offeredNow());
    this.list = this.listFor(this.draft);
    makeAutoObservable<
      this,
      | 'root'
      | 'options'
      | 'calls'
      | 'generation'
      | 'draftGeneration'
      | 'facetsAnswer'
      | 'askedTags'
      | 'stops'
      | 'offeredNow'
    >(
      this,
      {
        root: false,
        options: false,
        calls: false,
        generation: false,
        draftGeneration: false,
        facetsAnswer: false,
        askedTags: false,
        stops: false,
        offeredNow: false,
        base: false,
        list: observableRef,
        wanted: observableRef,
        draft: observableRef,
        facets: observableRef,
        draftFacets: observableRef,
      },
      { autoBind: true },
    );
    this.stops = [
      // app info answered after the page showed: what the list can do changed, so does the list
      reaction(
        () => this.offered,
        () => this.rebuild(),
      ),
      // without the extension the choices are named by the spec's brand list and tag answers
      reaction(
        () => (this.usesExtension ? [] : this.list.items.flatMap((p) => p.tags)),
        (tags) => this.nameTags(tags),
        { fireImmediately: true },
      ),
    ];
  }

  get offered(): boolean {
    return this.offeredNow();
  }

  /** The filters in force: what is wanted, less what this list cannot do. */
  get applied(): FilterState {
    return applicableFilters(this.wanted, this.base, this.offered);
  }

  /** Whether any filter can narrow this list (a search without the extension cannot). */
  get filterable(): boolean {
    const usable = filtersUsable(this.base, this.offered);
    return usable.spec || usable.extension;
  }

  /** Whether price, stock and counts are there (the extension answers for this list). */
  get usesExtension(): boolean {
    return filtersUsable(this.base, this.offered).extension;
  }

  /** The list's address with its filters and sort: what a reload or a shared link opens. */
  get url(): string {
    return filteredListUrl(this.base, this.applied);
  }

  get chips(): ActiveFilter[] {
    return activeFilters(this.applied);
  }

  get choices(): ChoicesView {
    return this.choicesOf(this.applied, this.facets);
  }

  get draftChoices(): ChoicesView {
    return this.choicesOf(this.draft, this.draftFacets);
  }

  /** The first page (and the facets) of the applied state. */
  load(): Promise<void> {
    if (this.usesExtension && this.facets === null) this.loadFacets();
    if (!this.usesExtension) void this.root.catalogue.loadBrands();
    return this.list.load();
  }

  // ---- applied at once (the desktop column, chips, the sort) ----------------------------------

  apply(next: FilterState): void {
    const before = this.applied;
    this.wanted = applicableFilters(next, this.base, this.offered);
    if (sameFilters(before, this.applied)) return;
    this.rebuild();
    this.options.writeAddress?.(this.url);
  }

  toggle(group: ChoiceGroupRef, value: string): void {
    this.apply(toggleChoice(this.applied, group, value));
  }

  remove(filter: ActiveFilter): void {
    this.apply(withoutFilter(this.applied, filter));
  }

  clear(): void {
    this.apply(clearFilters(this.applied));
  }

  setSort(sort: SortChoice): void {
    this.apply({ ...this.applied, sort });
  }

  setPrice(min: number | null, max: number | null): void {
    this.apply({ ...this.applied, minPrice: min, maxPrice: max });
  }

  setInStock(on: boolean): void {
    this.apply({ ...this.applied, inStock: on });
  }

  // ---- the phone's sheet: a draft, applied by Apply -------------------------------------------

  openSheet(): void {
    this.draft = this.applied;
    this.draftFacets = this.facets;
    this.draftTotal = this.list.total;
    this.draftGeneration++;
    this.sheetOpen = true;
  }

  closeSheet(): void {
    this.sheetOpen = false;
    this.draftGeneration++;
  }

  editDraft(next: FilterState): void {
    this.draft = applicableFilters(next, this.base, this.offered);
    void this.countDraft();
  }

  toggleDraft(group: ChoiceGroupRef, value: string): void {
    this.editDraft(toggleChoice(this.draft, group, value));
  }

  clearDraft(): void {
    this.editDraft(clearFilters(this.draft));
  }

  applyDraft(): void {
    this.sheetOpen = false;
    this.draftGeneration++;
    this.apply(this.draft);
  }

  dispose(): void {
    for (const stop of this.stops) stop();
  }

  // ---- inside -----------------------------------------------------------------------------------

  private choicesOf(state: FilterState, facets: FacetsInput | null): ChoicesView {
    if (!this.filterable) return NO_CHOICES;
    if (this.usesExtension) return facets ? choicesFromFacets(facets, state) : NO_CHOICES;
    const { catalogue } = this.root;
    return choicesFromProducts(this.list.items, state, {
      brand: (key) => catalogue.findBrand(key)?.displayName ?? null,
      tag: (key) => catalogue.findTag(key)?.displayName ?? null,
    });
  }

  private nameTags(tags: string[]): void {
    for (const tag of tags) {
      if (this.askedTags.has(tag)) continue;
      this.askedTags.add(tag);
      void this.root.catalogue.loadTag(tag);
    }
  }

  /** A list (and facets) for the applied state; answers for the one before land nowhere. */
  private rebuild(): void {
    this.generation++;
    this.facets = null;
    if (this.usesExtension) this.loadFacets();
    this.list = this.listFor(this.applied);
    void this.list.load();
  }

  private loadFacets(): void {
    const generation = this.generation;
    const answer = this.calls.facets(extensionQuery(this.base, this.applied)).then(
      (facets) => facets,
      () => null, // the counts are a help: the list still shows without them
    );
    this.facetsAnswer = answer;
    void answer.then((facets) =>
      runInAction(() => {
        if (generation === this.generation) this.facets = facets;
      }),
    );
  }

  private async countDraft(): Promise<void> {
    const generation = ++this.draftGeneration;
    const state = this.draft;
    const source = countSource(this.base, state, this.offered);
    this.draftTotal = null;
    try {
      if (source === 'facets') {
        const facets = await this.calls.facets(extensionQuery(this.base, state));
        runInAction(() => {
          if (generation !== this.draftGeneration) return;
          this.draftFacets = facets;
          this.draftTotal = facets.total;
        });
        return;
      }
      if (source === 'listCount' && this.base.kind === 'products') {
        const total = await this.root.api.catalogue.listCount({
          cat: this.base.cat,
          brand: state.brand,
          tag: state.tag,
        });
        runInAction(() => {
          if (generation === this.draftGeneration) this.draftTotal = total;
        });
      }
    } catch {
      // unknown: Apply then says no number
    }
  }

  private listFor(state: FilterState): ProductListStore {
    const facetsTotal = () => this.facetsAnswer.then((f) => f?.total ?? null);
    return listForRequest(this.root, this.calls, this.base, listRequest(this.base, state, this.offered), {
      facetsTotal: this.usesExtension ? facetsTotal : null,
    });
  }
}
