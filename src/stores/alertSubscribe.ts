/**
 * WeChat's subscribe prompt for alerts (extension `wechatSubscribe`), one per root: the store's
 * template for back in stock and for a price drop (read once, before any tap, since the prompt
 * must be asked inside the tap with nothing awaited first), the prompt, and the grant of what the
 * shopper accepted. Null where there is no prompt (H5) or the server does not offer it.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AlertKind } from '@api-types';
import type { TemplateIds } from '@/domain/subscribeMessages';
import { subscribeMessage } from '@/platform/subscribe-message';
import { createWechatSubscribeApi } from '@/services/wechatSubscribe';
import type { AlertSubscribe } from './AlertRequestStore';
import type { Root } from './root';

class AlertSubscribeStore implements AlertSubscribe {
  templates: TemplateIds | null = null;
  private readonly api;

  constructor(private readonly root: Root) {
    this.api = createWechatSubscribeApi(root.api.http);
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false, templates: observableRef });
    this.api.templates().then(
      (t) => runInAction(() => (this.templates = t)),
      () => undefined, // no templates: alerts go by email
    );
  }

  templateId(kind: AlertKind): string | null {
    return this.templates?.[kind === 'stock' ? 'backInStock' : 'priceDrop'] ?? null;
  }

  request(templateIds: string[]) {
    return (this.root.platform.subscribeMessage ?? subscribeMessage).requestSubscribe(templateIds);
  }

  async grant(alertId: number, accepted: string[]): Promise<void> {
    await this.api.grant({ alertId: String(alertId), accepted });
  }
}

const stores = new WeakMap<Root, AlertSubscribeStore>();

export function alertSubscribe(root: Root): AlertSubscribe | null {
  const prompt = root.platform.subscribeMessage ?? subscribeMessage;
  if (!prompt.available || !root.app.offers('wechatSubscribe')) return null;
  let s = stores.get(root);
  if (!s) {
    s = new AlertSubscribeStore(root);
    stores.set(root, s);
  }
  return s;
}
