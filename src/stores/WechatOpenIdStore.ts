/**
 * The shopper's WeChat open id, for WeChat Pay in the mini-program. It loads with the payment
 * store (off the first screen): only placing a mini-program order needs it.
 *
 * The stored one is kept (spec 5: wmpoid from the query, or an earlier login). Else, where the
 * platform can give a WeChat login code (the native mini-program), the code goes to POST
 * wechat/weChatlogin and the open id that comes back is stored as wmpoid's is.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '@/services/http';
import type { Root } from './root';

export class WechatOpenIdStore {
  /** Why the last login gave no open id (not persisted; for diagnostics). */
  error: string | null = null;
  /** The login under way: concurrent callers share it. */
  private pending: Promise<string | null> | null = null;

  constructor(private readonly root: Root) {
    makeAutoObservable<this, 'root' | 'pending'>(this, { root: false, pending: false }, { autoBind: true });
  }

  /**
   * Null when there is none: a browser without wmpoid, WeChat refused the login, or the server
   * did (`error` says which). Never rejects.
   */
  ensure(): Promise<string | null> {
    const session = this.root.session;
    if (session.wechatOpenId) return Promise.resolve(session.wechatOpenId);
    if (!this.root.platform.login.canGetWeChatCode) return Promise.resolve(null);
    if (!this.pending) {
      const run = this.login().finally(() => {
        if (this.pending === run) this.pending = null;
      });
      this.pending = run;
    }
    return this.pending;
  }

  private async login(): Promise<string | null> {
    const session = this.root.session;
    this.error = null;
    let error: string;
    try {
      const res = await this.root.platform.login.getWeChatCode();
      if (res.kind === 'ok') {
        const openId = await this.root.api.wechat.weChatLogin(res.code);
        // a wmpoid that arrived meanwhile is the page's own answer and stays
        runInAction(() => {
          if (!session.wechatOpenId) session.setWechatOpenId(openId);
        });
        return session.wechatOpenId;
      }
      error = res.message;
    } catch (e) {
      error = errorMessage(e);
    }
    runInAction(() => (this.error = error));
    return null;
  }
}
