/**
 * WeChat subscribe messages (extension `wechatSubscribe`) for the stores that ask: the store's
 * template ids, WeChat's prompt asked inside the shopper's tap, the grants of what was accepted,
 * and the session's memory of a refusal. One per app session (`subscribeStoreOf`: the normal
 * checkout and a group-buy's share it), kept in memory only: a refusal is not asked again until
 * the mini-program starts anew. Loaded with the checkout (and the pages that ask), never on the
 * first screen.
 *
 * The prompt must be asked synchronously in the tap handler (WeChat shows it only then), so
 * `ask` is called first thing, before anything is awaited, and the templates are loaded ahead (the
 * payment page loads them when it opens).
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  acceptedTemplateIds,
  isRefusal,
  promptTemplateIds,
  shouldAsk,
  type TemplateIds,
} from '@/domain/subscribeMessages';
import type { SubscribePurpose } from '@api-types';
import { subscribeMessage as targetAdapter, type SubscribeMessagePlatform } from '@/platform/subscribe-message';
import { createWechatSubscribeApi, type WechatSubscribeApi } from '@/services/wechatSubscribe';
import type { Root } from './root';

/** What a prompt is about: a refusal of one is remembered apart from the others. */
export type SubscribeTopic = 'orderReminders' | 'alerts';

/** A prompt asked in a tap: its answer, the templates accepted (none when refused or failed). */
export interface SubscribePrompt {
  readonly templateIds: string[];
  readonly accepted: Promise<string[]>;
}

export class SubscribeStore {
  templates: TemplateIds | null = null;
  /** Topics the shopper refused in this session (memory only). */
  refused: SubscribeTopic[] = [];
  /** How many prompts were shown in this session (diagnostics, tests). */
  prompts = 0;

  private readonly api: WechatSubscribeApi;
  private loading: Promise<void> | null = null;

  constructor(private readonly root: Root) {
    this.api = createWechatSubscribeApi(root.api.http);
    makeAutoObservable<this, 'root' | 'api' | 'loading'>(
      this,
      { root: false, api: false, loading: false, templates: observableRef },
      { autoBind: true },
    );
  }

  get adapter(): SubscribeMessagePlatform {
    return this.root.platform.subscribeMessage ?? targetAdapter;
  }

  /** The prompt can be shown here: the mini-program, and a server that offers the extension. */
  get usable(): boolean {
    return this.adapter.available && this.root.app.offers('wechatSubscribe');
  }

  /** Loads the store's templates once (before the tap that asks). Never rejects; a failure asks nothing. */
  load(): Promise<void> {
    if (!this.usable || this.templates) return Promise.resolve();
    this.loading ??= this.api.templates().then(
      (t) => runInAction(() => void (this.templates = t)),
      () => void (this.loading = null),
    );
    return this.loading ?? Promise.resolve();
  }

  /** The template ids a prompt for these purposes would show (none when it would not be shown). */
  idsFor(topic: SubscribeTopic, purposes: readonly SubscribePurpose[]): string[] {
    const templateIds = promptTemplateIds(purposes, this.templates);
    const ask = shouldAsk({
      available: this.adapter.available,
      offered: this.root.app.offers('wechatSubscribe'),
      refused: this.refused.includes(topic),
      templateIds,
    });
    return ask ? templateIds : [];
  }

  /**
   * Call first thing in the tap handler: shows WeChat's prompt for these purposes, or returns null
   * when nothing is to be asked (not the mini-program, not offered, no templates, refused before).
   * A refusal is remembered for the session. The answer never rejects.
   */
  ask(topic: SubscribeTopic, purposes: readonly SubscribePurpose[]): SubscribePrompt | null {
    const templateIds = this.idsFor(topic, purposes);
    if (templateIds.length === 0) return null;
    this.prompts++;
    let answered: Promise<Awaited<ReturnType<SubscribeMessagePlatform['requestSubscribe']>>>;
    try {
      answered = this.adapter.requestSubscribe(templateIds);
    } catch {
      answered = Promise.resolve(null);
    }
    const accepted = answered
      .catch(() => null)
      .then((answer) => {
        if (isRefusal(answer, templateIds))
          runInAction(() => {
            if (!this.refused.includes(topic)) this.refused.push(topic);
          });
        return acceptedTemplateIds(answer, templateIds);
      });
    return { templateIds, accepted };
  }

  /**
   * Tells the store what the shopper accepted, for an order or an alert. Never rejects: a grant
   * that does not arrive only means no message later, never a lost order.
   */
  async grant(subject: { orderID: string } | { alertId: string }, accepted: string[]): Promise<boolean> {
    if (accepted.length === 0) return false;
    const openId = this.root.session.wechatOpenId ?? undefined;
    try {
      await this.api.grant({ ...subject, accepted, ...(openId ? { openId } : {}) });
      return true;
    } catch {
      return false;
    }
  }
}

const stores = new WeakMap<object, SubscribeStore>();

/**
 * The session's SubscribeStore. Keyed by the session store, which the group-buy checkout's view
 * of the root shares with the root (stores/campaignStores.ts): one memory of refusals per session.
 */
export function subscribeStoreOf(root: Root): SubscribeStore {
  let store = stores.get(root.session);
  if (!store) {
    store = new SubscribeStore(root);
    stores.set(root.session, store);
  }
  return store;
}
