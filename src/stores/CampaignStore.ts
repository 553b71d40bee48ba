/**
 * Group-buy campaigns for the store area and the campaign cart (spec 7.1-7.3): the list, one
 * campaign with its items and groups, the shopper's orders in it, and the campaign cart. Loaded
 * with the campaign pages only (`@/stores/campaignStores`), never on the first screen. Prices,
 * group sizes, deadlines and stock are the server's; a failed request keeps what was shown.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { offersNewGroup } from '@/domain/campaigns';
import {
  createCampaignApi,
  type CampaignApi,
  type CampaignCartModel,
  type CampaignDetailModel,
  type CampaignItemModel,
  type CampaignModel,
} from '@/services/campaigns';
import { createCampaignOrdersApi, type CampaignOrderModel } from '@/services/campaignOrders';
import { asApiError } from '@/services/http';
import { CHECKOUT_ATTEMPT_KEY } from './PaymentStore';
import type { Root } from './root';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Where a campaign's checkout keeps its form and payment attempt, apart from the normal checkout's. */
export function campaignStoragePrefix(campaignId: number): string {
  return `istore.campaign.${campaignId}.`;
}

/** What a refused cart change means for the screen. */
export interface CartProblem {
  message: string;
  /** The group asked for is full or over: the screen offers a new group. */
  offerNewGroup: boolean;
  /** Not signed in: the screen leads to sign-in (and back). */
  signIn: boolean;
}

export class CampaignStore {
  listStatus: LoadStatus = 'idle';
  listError: string | null = null;
  campaigns: CampaignModel[] = [];

  status: LoadStatus = 'idle';
  loadError: string | null = null;
  campaignId: number | null = null;
  campaign: CampaignDetailModel | null = null;
  items: CampaignItemModel[] = [];
  orders: CampaignOrderModel[] = [];

  cartStatus: LoadStatus = 'idle';
  cart: CampaignCartModel | null = null;
  /** The cart change being sent (one at a time: a double tap sends once). */
  busy = false;
  problem: CartProblem | null = null;

  readonly api: CampaignApi;
  private readonly ordersApi: ReturnType<typeof createCampaignOrdersApi>;
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    this.api = createCampaignApi(root.api.http);
    this.ordersApi = createCampaignOrdersApi(root.api.http);
    makeAutoObservable<this, 'root' | 'ordersApi'>(
      this,
      {
        root: false,
        api: false,
        ordersApi: false,
        campaigns: observableRef,
        campaign: observableRef,
        items: observableRef,
        orders: observableRef,
        cart: observableRef,
        problem: observableRef,
      },
      { autoBind: true },
    );
  }

  /** GET common3/campaign/fissionList. Never rejects; a failure keeps the list shown. */
  async loadList(): Promise<void> {
    this.listStatus = this.campaigns.length ? 'ready' : 'loading';
    this.listError = null;
    try {
      const campaigns = await this.api.list();
      runInAction(() => {
        this.campaigns = campaigns;
        this.listStatus = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.listError = asApiError(e).message;
        if (!this.campaigns.length) this.listStatus = 'error';
      });
    }
  }

  /** One campaign, its items and (signed in) the shopper's orders in it. Never rejects. */
  async load(campaignId: number): Promise<void> {
    if (this.campaignId !== campaignId) {
      this.campaign = null;
      this.items = [];
      this.orders = [];
    }
    this.campaignId = campaignId;
    this.status = this.campaign ? 'ready' : 'loading';
    this.loadError = null;
    try {
      const [campaign, items, orders] = await Promise.all([
        this.api.campaign(campaignId),
        this.api.items(campaignId),
        this.root.session.loggedIn ? this.ordersApi.orders(campaignId).catch(() => this.orders) : Promise.resolve([]),
      ]);
      runInAction(() => {
        if (this.campaignId !== campaignId) return;
        this.campaign = campaign;
        this.items = items;
        this.orders = orders;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.loadError = asApiError(e).message;
        if (!this.campaign) this.status = 'error';
      });
    }
  }

  /**
   * GET campaignProductItem/{id}: the item the shopper picked, read again so its stock and options
   * are current when they choose (others may have bought since the page loaded). Never rejects: a
   * failure keeps the item as loaded (the server checks stock again when the cart takes it).
   */
  async refreshItem(itemId: number): Promise<void> {
    try {
      const fresh = await this.api.item(itemId);
      runInAction(() => {
        if (fresh.id !== itemId) return;
        this.items = this.items.map((i) => (i.id === itemId ? fresh : i));
      });
    } catch {
      // keep what is shown
    }
  }

  /** The signed-in shopper's orders in the campaign (GET common3/orders/list). Never rejects; a failure keeps them. */
  async loadOrders(campaignId: number): Promise<void> {
    if (!this.root.session.loggedIn) return;
    try {
      const orders = await this.ordersApi.orders(campaignId);
      runInAction(() => {
        if (this.campaignId === campaignId) this.orders = orders;
      });
    } catch {
      // the campaign page still shows the campaign; the orders come with the next load
    }
  }

  /** GET myCart/fc/{id}. Never rejects; a failure keeps the cart shown. */
  async loadCart(campaignId: number): Promise<void> {
    if (this.cart && this.cart.campaignId !== campaignId) this.cart = null;
    this.cartStatus = this.cart ? 'ready' : 'loading';
    try {
      const cart = await this.api.cart(campaignId);
      runInAction(() => {
        this.cart = cart;
        this.cartStatus = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.problem = this.toProblem(e);
        if (!this.cart) this.cartStatus = 'error';
      });
    }
  }

  /** POST myCart/fc/{id}: this item (and group) becomes the campaign cart. True when the server took it. */
  async choose(
    campaignId: number,
    itemId: number,
    optionPair: string | null,
    quantity: number,
    groupId: string | null,
  ): Promise<boolean> {
    const ok = await this.change(() => this.api.setCart(campaignId, { itemId, optionPair, quantity, groupId }));
    // a new choice is a new purchase: Place Order must not answer with the last (paid) group order
    if (ok) this.root.platform.storage.remove(campaignStoragePrefix(campaignId) + CHECKOUT_ATTEMPT_KEY);
    return ok;
  }

  async setQuantity(campaignId: number, lineId: string, quantity: number): Promise<boolean> {
    return this.change(() => this.api.updateCart(campaignId, { lineId, quantity }));
  }

  /** Start a new group instead of joining one (after a full or ended group). */
  async startNewGroup(campaignId: number): Promise<boolean> {
    return this.change(() => this.api.updateCart(campaignId, { groupId: null }));
  }

  clearProblem(): void {
    this.problem = null;
  }

  private async change(send: () => Promise<CampaignCartModel>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.problem = null;
    try {
      const cart = await send();
      runInAction(() => {
        this.cart = cart;
        this.cartStatus = 'ready';
        this.busy = false;
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.problem = this.toProblem(e);
        this.busy = false;
      });
      return false;
    }
  }

  private toProblem(e: unknown): CartProblem {
    const err = asApiError(e);
    return { message: err.message, offerNewGroup: offersNewGroup(err.code), signIn: err.status === 401 };
  }
}
