/**
 * A test shopper's visit (only with their credentials): sign in, their own reads, and with
 * `write` (a staging API) a cart line added, changed and removed and checkout walked up to the
 * step before paying. It never reserves or pays, and it takes out what it added and signs out
 * whatever happened.
 */
import { isApiError } from '../../src/services/http';
import type { CartModel } from '../../src/services/cart';
import type { Found } from './calls';
import type { CallResult } from './judge';
import type { Services } from './services';
import type { Exchange } from './transport';

export interface Credentials {
  email: string;
  password: string;
}

type Step = { id: string; call: string; fails: string; run: () => Promise<unknown> };

async function step(s: Step, exchanges: Exchange[]): Promise<{ result: CallResult; value?: unknown }> {
  const before = exchanges.length;
  try {
    const value = await s.run();
    const ex = exchanges.slice(before).at(-1);
    return {
      value,
      result: {
        id: s.id,
        call: s.call,
        need: 'journey',
        status: 'ok',
        httpStatus: ex?.status,
        ms: ex?.ms,
        detail: '',
        shopperSees: '',
        breaksJourney: false,
      },
    };
  } catch (e) {
    const ex = exchanges.slice(before).at(-1);
    const status = isApiError(e) ? e.status : 0;
    const kind =
      status === 404 || status === 405
        ? 'missing'
        : status === 0
          ? 'unreachable'
          : status >= 200 && status < 300
            ? 'wrong shape'
            : 'refused';
    return {
      result: {
        id: s.id,
        call: s.call,
        need: 'journey',
        status: kind,
        httpStatus: ex?.status ?? 0,
        ms: ex?.ms ?? 0,
        detail: isApiError(e) ? `HTTP ${status}: ${e.message}` : String(e),
        shopperSees: `broken journey: ${s.fails}`,
        breaksJourney: true,
      },
    };
  }
}

export async function signIn(svc: Services, creds: Credentials, found: Found, ex: Exchange[]): Promise<CallResult> {
  const { result } = await step(
    {
      id: 'signon',
      call: 'POST common3/signon',
      fails: 'a shopper cannot sign in',
      run: () => svc.account.signon(creds),
    },
    ex,
  );
  found.signedIn = result.status === 'ok';
  return result;
}

export async function signOut(svc: Services, ex: Exchange[]): Promise<CallResult> {
  return (
    await step(
      { id: 'logout', call: 'GET common3/logout', fails: 'a shopper cannot sign out', run: () => svc.account.logout() },
      ex,
    )
  ).result;
}

/** The cart and checkout walk; every line it added is removed before it returns. */
export async function walkCheckout(svc: Services, found: Found, ex: Exchange[]): Promise<CallResult[]> {
  const out: CallResult[] = [];
  const record = async (s: Step) => {
    out.push((await step(s, ex)).result);
  };
  const productId = found.plainProductId;
  if (!productId) {
    out.push({
      id: 'cartAdd',
      call: 'POST shoppingManagement4/myCart',
      need: 'journey',
      status: 'skipped',
      detail: 'no product without options in stock listed',
      shopperSees: '',
      breaksJourney: false,
    });
    return out;
  }
  let lineId: string | null = null;
  const add = await step(
    {
      id: 'cartAdd',
      call: 'POST shoppingManagement4/myCart',
      fails: 'nothing can be added to the cart',
      run: () => svc.cart.add({ productId, optionPair: null, quantity: 1 }),
    },
    ex,
  );
  out.push(add.result);
  lineId = (add.value as CartModel | undefined)?.lines.find((l) => l.productId === productId)?.lineId ?? null;
  if (add.result.status === 'ok' && !lineId) {
    Object.assign(add.result, {
      status: 'wrong shape',
      detail: 'the cart it answered has no line of the product added',
      shopperSees: 'broken journey: the cart does not show what was added',
      breaksJourney: true,
    });
  }
  if (!lineId) return out;
  try {
    const line = lineId;
    await record({
      id: 'cartChange',
      call: 'PUT shoppingManagement4/myCart',
      fails: "a line's quantity cannot be changed",
      run: () => svc.cart.update(line, 2),
    });
    await record({
      id: 'billing',
      call: 'GET shoppingManagement4/billing/',
      fails: 'checkout shows its error state: no order can be placed',
      run: () => svc.checkout.billing(false),
    });
    // the method the shopper's cart already has is chosen again (no change); a cart without one
    // keeps pickup afterwards, as no call unchooses a method: the report says so
    const had = (add.value as CartModel).orderMethod;
    const method = had ?? 'PICKUP';
    const location = method === 'DELIVERY' ? undefined : found.locationId;
    if (method === 'DELIVERY' || location) {
      const chosen = await step(
        {
          id: 'orderMethod',
          call: 'POST shoppingManagement4/updateOrderMethod',
          fails: 'checkout cannot choose how the order is received: no order can be placed',
          run: () => svc.checkout.updateOrderMethod(method, location),
        },
        ex,
      );
      if (chosen.result.status === 'ok' && !had)
        chosen.result.detail = `${method} stays chosen on the shopper's cart (no call unchooses a method)`;
      out.push(chosen.result);
    }
  } finally {
    const line = lineId;
    await record({
      id: 'cartRemove',
      call: 'POST shoppingManagement4/myCart/delete',
      fails: 'a line cannot be removed from the cart',
      run: () => svc.cart.remove(line),
    });
  }
  return out;
}
