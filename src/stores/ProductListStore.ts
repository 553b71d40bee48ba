/**
 * One product list (spec 2.8): a category / brand / tag / clearance list or a search, paged
 * with infinite scroll. Made per screen by CatalogueStore.list(source).
 *
 * - Pages of 12 from position 0; the next page starts where the server's last page ended
 *   (counted before malformed items are dropped), so nothing is skipped; items already shown
 *   are never shown twice.
 * - One request in flight: concurrent loadMore() calls share it.
 * - A failed page keeps what is loaded; retry() asks for the same page again.
 * - setSource() starts over; answers to the old source arriving late are dropped.
 * - The total comes from listCount / searchCount (asked once per source, alongside page one).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FIRST_POSITION, PRODUCT_PAGE_SIZE } from '@/domain/constants';
import { hasMore, nextPosition, shouldSearch } from '@/domain/productQuery';
import type { CatalogueApi, ListFilter, ProductPage, ProductSummary } from '@/services/catalogue';
import { ApiError, asApiError } from '@/services/http';

export type ListSource = ({ kind: 'products'; sort?: string | null } & ListFilter) | { kind: 'search'; term: string };

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Pages and the total from elsewhere than the source's own calls (a filtered list's). */
export interface ListPager {
  page(startingPosition: number, numberToLoad: number): Promise<ProductPage>;
  count(): Promise<number | null>;
}

export class ProductListStore {
  source: ListSource;
  items: ProductSummary[] = [];
  /** Products the list holds in all (listCount / searchCount); null while unknown. */
  total: number | null = null;
  status: ListStatus = 'idle';
  error: ApiError | null = null;
  /** True once the server has nothing more. */
  finished = false;

  /** startingPosition of the next page. */
  private position = FIRST_POSITION;
  private generation = 0;
  private inFlight: Promise<void> | null = null;
  private readonly seen = new Set<number>();

  constructor(
    private readonly api: CatalogueApi,
    source: ListSource,
    private readonly pageSize: number = PRODUCT_PAGE_SIZE,
    private readonly pager: ListPager | null = null,
  ) {
    this.source = source;
    makeAutoObservable<this, 'api' | 'pageSize' | 'pager' | 'position' | 'generation' | 'inFlight' | 'seen'>(
      this,
      {
        api: false,
        pageSize: false,
        pager: false,
        position: false,
        generation: false,
        inFlight: false,
        seen: false,
        source: observableRef,
        items: observableRef,
        error: observableRef,
      },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Loading the first page: nothing to show yet (skeletons). */
  get initialLoading(): boolean {
    return (this.status === 'loading' || this.status === 'idle') && this.items.length === 0 && !this.finished;
  }

  get hasMore(): boolean {
    return !this.finished;
  }

  /** Loaded, nothing there (the empty state). */
  get empty(): boolean {
    return this.finished && this.items.length === 0 && this.status === 'ready';
  }

  /**
   * Nothing to sort: an empty list, or one that is not there (unknown category, brand, tag). A
   * computed, so the list screen reading it re-renders when it flips, not when a load starts.
   */
  get nothingToSort(): boolean {
    return this.empty || (this.status === 'error' && this.items.length === 0 && this.error?.status === 404);
  }

  /** A search without text never asks the server (spec 5). */
  get searchable(): boolean {
    return this.source.kind !== 'search' || shouldSearch(this.source.term);
  }

  /** Starts over with another source (a new sort, category or search text). */
  setSource(source: ListSource): Promise<void> {
    this.source = source;
    this.generation++;
    this.inFlight = null;
    this.items = [];
    this.seen.clear();
    this.position = FIRST_POSITION;
    this.total = null;
    this.finished = false;
    this.error = null;
    this.status = 'idle';
    return this.load();
  }

  /** The first page, once; later calls return at once. */
  load(): Promise<void> {
    if (this.status !== 'idle') return this.inFlight ?? Promise.resolve();
    if (!this.searchable) {
      this.finished = true;
      this.total = 0;
      this.status = 'ready';
      return Promise.resolve();
    }
    void this.loadCount();
    return this.loadMore();
  }

  /**
   * The next page. Never rejects; never runs twice at once (a second call gets the running
   * one); does nothing after the end or while an error waits for retry().
   */
  loadMore(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.finished || this.status === 'error' || !this.searchable) return Promise.resolve();
    const generation = this.generation;
    const position = this.position;
    this.status = 'loading';
    this.error = null;
    const run = this.fetchPage(position)
      .then((page) => runInAction(() => this.receive(generation, position, page)))
      .catch((e: unknown) =>
        runInAction(() => {
          if (generation !== this.generation) return;
          this.error = asApiError(e);
          this.status = 'error';
        }),
      )
      .finally(() => {
        if (generation === this.generation && this.inFlight === run) this.inFlight = null;
      });
    this.inFlight = run;
    return run;
  }

  /** After an error: asks for the same page again; what was loaded stays. */
  retry(): Promise<void> {
    if (this.status !== 'error') return this.inFlight ?? Promise.resolve();
    this.status = this.items.length || this.position > FIRST_POSITION ? 'ready' : 'idle';
    this.error = null;
    if (this.total === null) void this.loadCount();
    return this.loadMore();
  }

  private fetchPage(position: number): Promise<ProductPage> {
    if (this.pager) return this.pager.page(position, this.pageSize);
    const s = this.source;
    const paging = { startingPosition: position, numberToLoad: this.pageSize };
    if (s.kind === 'search') return this.api.search(s.term, paging);
    return this.api.products(
      { cat: s.cat, brand: s.brand, tag: s.tag, clearance: s.clearance },
      { ...paging, sort: s.sort },
    );
  }

  private receive(generation: number, position: number, page: ProductPage): void {
    // an answer for an older source, or for a page already taken: dropped
    if (generation !== this.generation || position !== this.position) return;
    const fresh = page.items.filter((p) => !this.seen.has(p.id));
    for (const p of fresh) this.seen.add(p.id);
    if (fresh.length) this.items = [...this.items, ...fresh];
    this.position = nextPosition(position + page.received);
    const more = hasMore(page.received, this.pageSize) && (this.total === null || this.position < this.total);
    this.finished = !more;
    this.status = 'ready';
  }

  private async loadCount(): Promise<void> {
    const generation = this.generation;
    const s = this.source;
    try {
      const total = this.pager
        ? await this.pager.count()
        : s.kind === 'search'
          ? await this.api.searchCount(s.term)
          : await this.api.listCount({ cat: s.cat, brand: s.brand, tag: s.tag, clearance: s.clearance });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.total = total;
        // the count may arrive after a page that already reached it
        if (total !== null && this.position >= total && this.status === 'ready') this.finished = true;
      });
    } catch {
      // the total is a nicety: the list still pages without it
    }
  }
}
