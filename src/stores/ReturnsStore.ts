/**
 * Returns and refunds of one order (extension `returns`): what can still be returned and what it
 * brings back (the server's figures, src/domain/returns.ts), the request form (return or refund,
 * quantities per line, reason, note, photos), the requests made with their state, and the sandbox
 * decision the demo makes in the store's place. Made per screen.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OrderReturns, ReturnDecisionRequest, ReturnKind, ReturnReason } from '@api-types';
import { errorMessage } from '@/services/http';
import { afterSalesApi } from './afterSalesApi';
import { PhotoAttachments } from './PhotoAttachments';
import type { Root } from './root';

export class ReturnsStore {
  info: OrderReturns | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  kind: ReturnKind = 'return';
  quantities: Record<number, number> = {};
  reason: ReturnReason = 'damaged';
  note = '';
  formError: string | null = null;
  sending = false;
  sent = false;
  deciding: number | null = null;
  readonly photos: PhotoAttachments;

  constructor(private readonly root: Root) {
    this.photos = new PhotoAttachments(root, afterSalesApi(root).photoUploadUrl('returns'), 3);
    makeAutoObservable<this, 'root'>(this, { root: false, info: observableRef, photos: false }, { autoBind: true });
  }

  /** The refund the chosen quantities bring back (the server's unit figures). */
  get amount(): number {
    if (!this.info) return 0;
    return this.info.lines.reduce((s, l) => s + l.unitRefund * (this.quantities[l.line] ?? 0), 0);
  }

  async load(orderID: string): Promise<void> {
    this.status = this.info ? this.status : 'loading';
    this.loadError = null;
    try {
      const info = await afterSalesApi(this.root).returns(orderID);
      runInAction(() => {
        this.info = info;
        this.status = 'ready';
        // quantities never above what is left
        const q: Record<number, number> = {};
        for (const l of info.lines) q[l.line] = Math.min(this.quantities[l.line] ?? 0, l.returnable);
        this.quantities = q;
      });
    } catch (e) {
      runInAction(() => {
        this.loadError = errorMessage(e);
        if (!this.info) this.status = 'error';
      });
    }
  }

  setKind(kind: ReturnKind): void {
    this.kind = kind;
  }
  setReason(reason: ReturnReason): void {
    this.reason = reason;
  }
  setNote(note: string): void {
    this.note = note;
  }
  setQuantity(line: number, quantity: number): void {
    const l = this.info?.lines.find((x) => x.line === line);
    if (!l) return;
    this.quantities = { ...this.quantities, [line]: Math.max(0, Math.min(l.returnable, Math.round(quantity))) };
    this.formError = null;
  }

  async submit(): Promise<boolean> {
    const info = this.info;
    if (!info || this.sending) return false;
    const lines = info.lines
      .filter((l) => (this.quantities[l.line] ?? 0) > 0)
      .map((l) => ({ line: l.line, quantity: this.quantities[l.line] }));
    if (lines.length === 0) {
      this.formError = this.root.session.t('istore_returns_choose_items');
      return false;
    }
    this.sending = true;
    this.formError = null;
    this.sent = false;
    try {
      await afterSalesApi(this.root).requestReturn(info.orderID, {
        kind: this.kind,
        lines,
        reason: this.reason,
        note: this.note.trim(),
        photos: [...this.photos.urls],
      });
      runInAction(() => {
        this.sent = true;
        this.quantities = {};
        this.note = '';
        this.photos.set([]);
      });
      await this.load(info.orderID);
      return true;
    } catch (e) {
      runInAction(() => (this.formError = errorMessage(e)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Sandbox: the store's decision on a request. */
  async decide(id: number, decision: ReturnDecisionRequest['decision']): Promise<void> {
    const info = this.info;
    if (!info || this.deciding !== null) return;
    this.deciding = id;
    try {
      await afterSalesApi(this.root).decideReturn(id, decision);
      await this.load(info.orderID);
    } catch (e) {
      runInAction(() => (this.loadError = errorMessage(e)));
    } finally {
      runInAction(() => (this.deciding = null));
    }
  }
}
