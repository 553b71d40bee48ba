/**
 * A product's reviews (extension `reviews`): the rating summary and the reviews, newest or most
 * helpful first, a page at a time as the shopper scrolls (the catalogue's virtual list); a
 * signed-in shopper can mark one helpful. Made per product page, only when the server offers it.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { REVIEW_PAGE_SIZE, type RatingSummary, type Review, type ReviewSort } from '@api-types';
import { mergeUnique } from '@/domain/orders';
import { errorMessage } from '@/services/http';
import { afterSalesApi } from './afterSalesApi';
import type { Root } from './root';

export class ProductReviewsStore {
  sort: ReviewSort = 'newest';
  summary: RatingSummary | null = null;
  reviews: Review[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  loadingMore = false;
  voted: Record<number, true> = {};
  private generation = 0;

  constructor(
    private readonly root: Root,
    readonly productId: number,
  ) {
    makeAutoObservable<this, 'root' | 'generation'>(
      this,
      { root: false, generation: false, reviews: observableRef, summary: observableRef, voted: observableRef },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.reviews.length < this.total;
  }

  setSort(sort: ReviewSort): Promise<void> {
    if (sort === this.sort && this.status !== 'idle') return Promise.resolve();
    this.sort = sort;
    return this.loadFirst();
  }

  async loadFirst(): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = null;
    try {
      const page = await afterSalesApi(this.root).productReviews(this.productId, this.sort, 0, REVIEW_PAGE_SIZE);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.summary = page.summary;
        this.reviews = mergeUnique([], page.reviews, (r) => String(r.id));
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (e) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore || this.status !== 'ready') return;
    const generation = this.generation;
    this.loadingMore = true;
    try {
      const page = await afterSalesApi(this.root).productReviews(
        this.productId,
        this.sort,
        this.reviews.length,
        REVIEW_PAGE_SIZE,
      );
      if (generation !== this.generation) return;
      runInAction(() => {
        this.reviews = mergeUnique(this.reviews, page.reviews, (r) => String(r.id));
        this.total = page.reviews.length === 0 ? this.reviews.length : Math.max(page.total, this.reviews.length);
      });
    } catch (e) {
      if (generation === this.generation) runInAction(() => (this.error = errorMessage(e)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** Marks a review helpful (signed in; once); the count shown is the server's. */
  async helpful(id: number): Promise<void> {
    if (this.voted[id]) return;
    try {
      const r = await afterSalesApi(this.root).helpful(id);
      runInAction(() => {
        this.voted = { ...this.voted, [id]: true };
        this.reviews = this.reviews.map((x) => (x.id === id ? { ...x, helpful: r.helpful } : x));
      });
    } catch (e) {
      runInAction(() => (this.error = errorMessage(e)));
    }
  }
}
