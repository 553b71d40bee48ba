/** Referral groups and statistics, per screen. */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errorMessage } from '@/services/http';
import type {
  IntroducedOrderModel,
  IntroducedUserModel,
  ReferralGroupModel,
  ReferralInfoModel,
  SummaryModel,
} from '@/services/user';
import type { Root } from './root';
import { userApi, type LoadStatus } from './userApi';

/** Referral groups and the shopper's referral statistics. */
export class ReferralsStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  groups: ReferralGroupModel[] = [];
  info: ReferralInfoModel | null = null;
  users: IntroducedUserModel[] = [];
  orders: IntroducedOrderModel[] = [];
  userSummary: SummaryModel | null = null;
  orderSummary: SummaryModel | null = null;
  joining: number | null = null;
  joinError: string | null = null;
  private readonly root: Root;

  constructor(root: Root) {
    this.root = root;
    makeAutoObservable<this, 'root'>(
      this,
      {
        root: false,
        groups: observableRef,
        info: observableRef,
        users: observableRef,
        orders: observableRef,
        userSummary: observableRef,
        orderSummary: observableRef,
      },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const api = userApi(this.root);
      const [groups, info, users, orders, userSummary, orderSummary] = await Promise.all([
        api.referralGroups(),
        api.referralInfo(),
        api.usersIntroduced(),
        api.ordersIntroduced(),
        api.userSummary(),
        api.orderSummary(),
      ]);
      runInAction(() => {
        Object.assign(this, { groups, info, users, orders, userSummary, orderSummary });
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
        this.status = 'error';
      });
    }
  }

  async join(id: number): Promise<void> {
    if (this.joining !== null) return;
    this.joining = id;
    this.joinError = null;
    try {
      const groups = await userApi(this.root).joinReferralGroup(id);
      runInAction(() => (this.groups = groups));
      const info = await userApi(this.root)
        .referralInfo()
        .catch(() => null);
      if (info) runInAction(() => (this.info = info));
    } catch (e) {
      runInAction(() => (this.joinError = errorMessage(e)));
    } finally {
      runInAction(() => (this.joining = null));
    }
  }
}
