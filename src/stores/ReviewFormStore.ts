/**
 * Writing or editing a review (extension `reviews`) of a product of one's own order: the order's
 * lines with what can be done for each, the form (stars, title, text, up to 3 photos), its checks
 * (src/domain/reviews.ts) before the server's. Made per screen.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { REVIEW_MAX_PHOTOS, type OrderReviews, type ReviewableLine } from '@api-types';
import { reviewErrors } from '@/domain/reviews';
import { errorMessage } from '@/services/http';
import { afterSalesApi } from './afterSalesApi';
import { PhotoAttachments } from './PhotoAttachments';
import type { Root } from './root';

type Field = 'rating' | 'title' | 'text' | 'photos';

export class ReviewFormStore {
  order: OrderReviews | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  productId: number | null = null;
  rating = 0;
  title = '';
  text = '';
  errors: Partial<Record<Field, string>> = {};
  submitError: string | null = null;
  saving = false;
  saved = false;
  readonly photos: PhotoAttachments;

  constructor(private readonly root: Root) {
    this.photos = new PhotoAttachments(root, afterSalesApi(root).photoUploadUrl('reviews'), REVIEW_MAX_PHOTOS);
    makeAutoObservable<this, 'root'>(this, { root: false, order: observableRef, photos: false }, { autoBind: true });
  }

  get line(): ReviewableLine | null {
    return this.order?.lines.find((l) => l.productId === this.productId) ?? null;
  }

  /** The chosen line can be written (new) or edited (own, within 30 days). */
  get open(): boolean {
    const l = this.line;
    return !!l && (l.canReview || l.canEdit);
  }

  async load(orderID: string, productId: number | null): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    try {
      const order = await afterSalesApi(this.root).orderReviews(orderID);
      runInAction(() => {
        this.order = order;
        this.status = 'ready';
      });
      const first = order.lines.find((l) => l.canReview || l.canEdit) ?? order.lines[0];
      this.choose(
        productId !== null && order.lines.some((l) => l.productId === productId)
          ? productId
          : (first?.productId ?? null),
      );
    } catch (e) {
      runInAction(() => {
        this.loadError = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  /** Picks the product to review; its own review (if any) fills the form. */
  choose(productId: number | null): void {
    this.productId = productId;
    const r = this.line?.review ?? null;
    this.rating = r?.rating ?? 0;
    this.title = r?.title ?? '';
    this.text = r?.text ?? '';
    this.photos.set(r?.photos ?? []);
    this.errors = {};
    this.submitError = null;
    this.saved = false;
  }

  setRating(n: number): void {
    this.rating = n;
    this.errors = { ...this.errors, rating: undefined };
  }
  setTitle(v: string): void {
    this.title = v;
    this.errors = { ...this.errors, title: undefined };
  }
  setText(v: string): void {
    this.text = v;
    this.errors = { ...this.errors, text: undefined };
  }

  /** Posts the review (or the edit); true when kept. */
  async submit(): Promise<boolean> {
    const l = this.line;
    const order = this.order;
    if (!l || !order || this.saving || !this.open) return false;
    const draft = { rating: this.rating, title: this.title, text: this.text, photos: this.photos.urls };
    const errors = reviewErrors(draft);
    if (Object.keys(errors).length) {
      this.errors = errors;
      return false;
    }
    this.saving = true;
    this.submitError = null;
    try {
      const body = { ...draft, title: draft.title.trim(), text: draft.text.trim(), photos: [...draft.photos] };
      const api = afterSalesApi(this.root);
      const review = l.review
        ? await api.editReview(l.review.id, body)
        : await api.writeReview(order.orderID, { ...body, productId: l.productId });
      runInAction(() => {
        this.order = {
          ...order,
          lines: order.lines.map((x) =>
            x.productId === l.productId ? { ...x, review, canReview: false, canEdit: true, blockedKey: null } : x,
          ),
        };
        this.saved = true;
      });
      return true;
    } catch (e) {
      runInAction(() => (this.submitError = errorMessage(e)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
