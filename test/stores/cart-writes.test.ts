/**
 * CartStore writes: add, quantity and remove shown at once, rolled back when the server refuses;
 * a failed request never empties the cart the shopper sees; writes run in order.
 */
import { TransportError } from '@/platform/transport-error';
import { apiError, json } from '../support/fakeServer';
import { cartLineWire, cartWire } from '../support/checkout';
import { setupCheckout } from './checkoutHelpers';

async function withCart() {
  const s = setupCheckout();
  await s.root.cart.fetch();
  expect(s.root.cart.lines).toHaveLength(2);
  return s;
}

const LINE_11 = cartLineWire('11', {
  name: 'Tea',
  optionPair: 'size:M|colour:Red',
  quantity: 2,
  unitPrice: 1299,
  lineTotal: 2598,
});
const LINE_12 = cartLineWire('12', { name: 'Cup', quantity: 1, unitPrice: 850, lineTotal: 850 });

it('totals are integer minor units from the server', async () => {
  const { root } = await withCart();
  expect(root.cart.cart!.totals).toMatchObject({ subtotal: 3448, tax: 172, total: 3620 });
  expect(root.cart.count).toBe(2);
  expect(root.cart.itemCount).toBe(3);
});

it('a quantity change shows at once, then takes the server answer', async () => {
  const s = await withCart();
  let release: () => void = () => undefined;
  s.server.on(
    'PUT',
    'shoppingManagement4/myCart',
    () =>
      new Promise(
        (r) =>
          (release = () =>
            r(json(cartWire([{ ...LINE_11, quantity: 3, lineTotal: 3897 }, LINE_12], { tax: 237, total: 4984 })))),
      ),
  );
  const done = s.root.cart.updateQuantity('11', 3);
  expect(s.root.cart.lines[0]).toMatchObject({ quantity: 3, lineTotal: 3897 });
  expect(s.root.cart.cart!.totals!.subtotal).toBe(3897 + 850);
  expect(s.root.cart.updating).toBe(true);
  expect(s.root.cart.isLinePending('11')).toBe(true);
  await Promise.resolve();
  release();
  expect(await done).toBe(true);
  expect(s.root.cart.updating).toBe(false);
  expect(s.root.cart.cart!.totals!.total).toBe(4984);
  expect(JSON.parse(s.server.calls('shoppingManagement4/myCart', 'PUT')[0].body!)).toEqual({
    lineId: '11',
    quantity: 3,
  });
});

it('a refused quantity change rolls back and says why; the cart is never emptied', async () => {
  const s = await withCart();
  s.server.on('PUT', 'shoppingManagement4/myCart', () => apiError(500, 'Database busy'));
  expect(await s.root.cart.updateQuantity('11', 5)).toBe(false);
  expect(s.root.cart.lines.map((l) => l.quantity)).toEqual([2, 1]);
  expect(s.root.cart.error).toBe('Database busy');
  expect(s.root.cart.count).toBe(2);
  // a plain failure does not refetch
  expect(s.server.calls('shoppingManagement4/myCart', 'GET')).toHaveLength(1);
});

it('a network failure while removing keeps the line', async () => {
  const s = await withCart();
  s.server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const removing = s.root.cart.remove('12');
  expect(s.root.cart.count).toBe(1);
  expect(await removing).toBe(false);
  expect(s.root.cart.count).toBe(2);
  expect(s.root.cart.lines.map((l) => l.lineId)).toEqual(['11', '12']);
  expect(s.root.cart.error).toBe('Network error, please try again');
});

it.each([
  [
    'a refused quantity change',
    (s: Awaited<ReturnType<typeof withCart>>) => {
      s.server.on('PUT', 'shoppingManagement4/myCart', () => apiError(500, 'Database busy'));
      return s.root.cart.updateQuantity('11', 3);
    },
  ],
  [
    'a refused removal',
    (s: Awaited<ReturnType<typeof withCart>>) => {
      s.server.on('POST', 'shoppingManagement4/myCart/delete', () => apiError(409, 'The cart changed'));
      return s.root.cart.remove('12');
    },
  ],
  [
    'a removal without an answer',
    (s: Awaited<ReturnType<typeof withCart>>) => {
      s.server.transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      return s.root.cart.remove('12');
    },
  ],
])('%s is a transaction error: the page scrolls to the top, once (spec 8)', async (_name, fail) => {
  const s = await withCart();
  expect(await fail(s)).toBe(false);
  expect(s.root.cart.error).not.toBeNull();
  expect(s.deps.scrollToTop).toHaveBeenCalledTimes(1);
});

it('a write the server takes does not scroll', async () => {
  const s = await withCart();
  s.server.on('PUT', 'shoppingManagement4/myCart', () => json(cartWire()));
  s.server.on('POST', 'shoppingManagement4/myCart/delete', () => json(cartWire([LINE_11])));
  expect(await s.root.cart.updateQuantity('11', 3)).toBe(true);
  expect(await s.root.cart.remove('12')).toBe(true);
  expect(s.deps.scrollToTop).not.toHaveBeenCalled();
});

it('a conflict (stock changed) refetches the cart quietly', async () => {
  const s = await withCart();
  s.server.on('PUT', 'shoppingManagement4/myCart', () => apiError(409, 'Only 2 of Tea left'));
  s.server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire([{ ...LINE_11, maxQuantity: 2 }, LINE_12])));
  expect(await s.root.cart.updateQuantity('11', 3)).toBe(false);
  expect(s.root.cart.error).toBe('Only 2 of Tea left');
  expect(s.root.cart.lines[0].maxQuantity).toBe(2);
});

it('quantities stay within 1 and the line maximum', async () => {
  const s = await withCart();
  s.server.on('PUT', 'shoppingManagement4/myCart', (req) =>
    json(cartWire([{ ...LINE_11, quantity: (req.json as { quantity: number }).quantity }, LINE_12])),
  );
  await s.root.cart.updateQuantity('11', 0);
  expect(JSON.parse(s.server.calls('shoppingManagement4/myCart', 'PUT')[0].body!).quantity).toBe(1);
  await s.root.cart.updateQuantity('11', 500);
  expect(JSON.parse(s.server.calls('shoppingManagement4/myCart', 'PUT')[1].body!).quantity).toBe(20);
});

it('writes run one after another in the order made', async () => {
  const s = await withCart();
  const order: string[] = [];
  s.server.on('PUT', 'shoppingManagement4/myCart', async (req) => {
    order.push(`put ${(req.json as { quantity: number }).quantity}`);
    await new Promise((r) => setTimeout(r, 5));
    return json(cartWire());
  });
  s.server.on('POST', 'shoppingManagement4/myCart/delete', () => {
    order.push('delete');
    return json(cartWire([LINE_11]));
  });
  await Promise.all([s.root.cart.updateQuantity('11', 3), s.root.cart.remove('12')]);
  expect(order).toEqual(['put 3', 'delete']);
  expect(s.root.cart.count).toBe(1);
});

it('add takes the new cart; a refused add keeps the cart and rejects with the message', async () => {
  const s = await withCart();
  s.server.on('POST', 'shoppingManagement4/myCart', () => json(cartWire([LINE_11, LINE_12, cartLineWire('13')])));
  await s.root.cart.add({ productId: 13, optionPair: null, quantity: 1 });
  expect(s.root.cart.count).toBe(3);
  s.server.on('POST', 'shoppingManagement4/myCart', () => apiError(400, 'Choose the size first'));
  await expect(s.root.cart.add({ productId: 7, optionPair: null, quantity: 1 })).rejects.toMatchObject({
    message: 'Choose the size first',
  });
  expect(s.root.cart.count).toBe(3);
  expect(s.root.cart.error).toBe('Choose the size first');
  expect(s.root.cart.adding).toBe(false);
});

it('an add whose answer was lost, tapped again, resends its idempotency key; an answered add does not', async () => {
  const s = await withCart();
  const keys = () =>
    s.server.calls('shoppingManagement4/myCart', 'POST').map((r) => JSON.parse(r.body!).idempotencyKey);
  const TEA = { productId: 13, optionPair: null, quantity: 2 };
  s.server.on('POST', 'shoppingManagement4/myCart', () => {
    throw new TransportError('network'); // the server may have taken it; its answer never came
  });
  await expect(s.root.cart.add(TEA)).rejects.toMatchObject({ status: 0 });
  s.server.on('POST', 'shoppingManagement4/myCart', () => apiError(502, 'Bad gateway'));
  await expect(s.root.cart.add(TEA)).rejects.toMatchObject({ status: 502 });
  s.server.on('POST', 'shoppingManagement4/myCart', () => json(cartWire([LINE_11, LINE_12, cartLineWire('13')])));
  await s.root.cart.add(TEA);
  expect(keys()[1]).toBe(keys()[0]);
  expect(keys()[2]).toBe(keys()[0]);
  // answered: the next tap is a new add
  await s.root.cart.add(TEA);
  expect(keys()[3]).not.toBe(keys()[0]);
  // a refusal is an answer too; another add after a lost one is its own add
  s.server.on('POST', 'shoppingManagement4/myCart', () => apiError(409, 'Only 1 left'));
  await expect(s.root.cart.add(TEA)).rejects.toMatchObject({ status: 409 });
  await expect(s.root.cart.add(TEA)).rejects.toMatchObject({ status: 409 });
  expect(keys()[5]).not.toBe(keys()[4]);
  s.server.on('POST', 'shoppingManagement4/myCart', () => {
    throw new TransportError('timeout');
  });
  await expect(s.root.cart.add(TEA)).rejects.toMatchObject({ status: 0 });
  await expect(s.root.cart.add({ ...TEA, quantity: 1 })).rejects.toMatchObject({ status: 0 });
  expect(keys()[7]).not.toBe(keys()[6]);
  expect(new Set(keys()).size).toBe(6);
});
