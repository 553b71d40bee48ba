/**
 * The shopper's main journeys, written once for every engine (engines-<engine>.test.ts runs them):
 * home, a list scrolled, search, a product's options into the cart, a guest pickup checkout paid
 * through the sandbox (Approve: 'Order Success!'; Decline: 'Payment Failed'), sign in, My Account
 * and an order, 中文 and back, and the service worker with an offline reload. Each ends with no
 * page error and no console error from the store; home, a product, the cart and My Account are
 * saved as test-results/engines-<engine>-*.png.
 */
import type { Driver, Query } from './driver';
import { until } from './driver';
import { shopperAt, useEngineHarness, type EngineHarness } from './harness';
import type { EngineName } from './driver';

/** The seeded tea set: two options (Small / Celadon) and stock. */
const PRODUCT_WITH_OPTIONS = 1;

/** The page's title (the app marks it with role=heading, level 1). */
const H1 = { css: 'h1,[role=heading][aria-level="1"]', nth: 0 };

const pathOf = async (d: Driver) => new URL(await d.currentUrl()).pathname;

async function productIds(d: Driver): Promise<number[]> {
  return d.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[data-product-id]'))
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => Number(e.getAttribute('data-product-id')));
    return Array.from(new Set(ids));
  });
}

/** The product page: the first value of each option, Add to cart, and the page says it was added. */
async function addWithOptions(h: EngineHarness, d: Driver): Promise<void> {
  await d.goto(h.url(`/store/product/${PRODUCT_WITH_OPTIONS}`));
  await d.waitFor({ role: 'radiogroup' });
  const groups = await d.count({ role: 'radiogroup' });
  expect(groups).toBe(2);
  // each option checked before the tap (a group drawn again as stock arrives can drop a tap)
  for (let i = 0; i < groups; i++)
    await chooseFirst(d, { role: 'radiogroup', nth: i }, '[role=radio][aria-checked=true]');
  await d.click({ role: 'button', name: /^Add to cart$/i });
  await d.waitFor({ text: /^Added to your cart\.$/, css: '[role=status],[role=alert],div,span,p' }, 30_000);
}

/**
 * The first choice of a group, tapped until it is the one checked: a group drawn again as the
 * answers before it arrive (the dates for a store, the times for a date) can drop an early tap.
 */
async function chooseFirst(d: Driver, group: Query, checkedCss = 'input[type=radio]:checked'): Promise<void> {
  const checked = { css: checkedCss, within: group };
  await until(`a choice in ${String(group.name)}`, async () => {
    if ((await d.count(checked)) > 0) return true;
    await d.click({ role: 'radio', nth: 0, within: group });
    return (await d.count(checked)) > 0;
  });
}

/** Cart -> Checkout -> pickup (first store, date, time) -> contact -> payment. */
async function checkoutPickup(h: EngineHarness, d: Driver, firstName: string): Promise<void> {
  await d.goto(h.url('/checkout/cart'));
  await d.click({ role: 'link', name: /^Checkout$/ });
  await until('the checkout page', async () => (await pathOf(d)) === '/checkout/checkout');
  await d.click({ role: 'radio', name: /Pick up in store/ });
  for (const name of [/^Store/, /Pickup date/, /^Time/]) await chooseFirst(d, { role: 'group', name });
  await d.click({ role: 'button', name: /^Continue$/ });
  await d.type({ role: 'textbox', name: /^First name/ }, firstName);
  await d.type({ role: 'textbox', name: /^Last name/ }, 'Shopper');
  await d.type({ role: 'textbox', name: /^Email/ }, 'shopper@example.com');
  await d.type({ role: 'textbox', name: /^Phone/ }, '416 555 0123');
  await d.click({ role: 'button', name: /^Continue$/ });
  await d.click({ role: 'button', name: /Continue to payment/ });
  await until('the payment page', async () => (await pathOf(d)) === '/checkout/payment');
}

async function payAndDecide(d: Driver, option: RegExp, decision: 'Approve' | 'Decline'): Promise<void> {
  await d.click({ role: 'radio', name: option });
  await d.click({ role: 'button', name: /Place Order/ });
  await until('the sandbox pay page', async () => (await pathOf(d)).startsWith('/sandbox/pay/'));
  await d.click({ role: 'button', name: decision });
  await until('the confirmation page', async () => /^\/confirmation\/\d+/.test(await pathOf(d)));
}

/** Nothing went wrong on the page (the store's own errors; `allow` names expected ones). */
async function expectClean(d: Driver, allow: RegExp[] = []): Promise<void> {
  const errors = (await d.errors()).filter((e) => !allow.some((re) => re.test(e)));
  expect(errors).toEqual([]);
}

/** Runs `body` with a fresh driver (own cookies and storage), closed afterwards. */
async function withDriver(
  h: EngineHarness,
  options: Parameters<EngineHarness['newDriver']>[0],
  body: (d: Driver) => Promise<void>,
) {
  const d = await h.newDriver(options);
  try {
    await body(d);
  } finally {
    await d.close();
  }
}

/** The journeys in `engine`; `more` adds that engine's own checks under the same harness. */
export function engineJourneys(engine: EngineName, more?: (h: EngineHarness) => void): void {
  describe(`main journeys in ${engine} (e2e)`, () => {
    const h = useEngineHarness(engine);
    const shot = (d: Driver, name: string) => d.screenshot(`engines-${engine}-${name}`);

    test('home, a list scrolled for more, search', async () => {
      await withDriver(h, { phone: true }, async (d) => {
        await shopperAt(h, d, '/');
        await d.waitFor(H1);
        await until('products on the home page', async () => (await productIds(d)).length > 0);
        await shot(d, 'home');

        await d.goto(h.url('/store/productlist?cat=all'));
        const first = await until('the first products', async () => {
          const ids = await productIds(d);
          return ids.length > 0 && ids;
        });
        const seen = new Set(first);
        await until(
          'more products after scrolling',
          async () => {
            await d.evaluate(() => {
              let el: HTMLElement | null = document.querySelector('.product-grid');
              while (el && !(el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY)))
                el = el.parentElement;
              (el ?? document.scrollingElement ?? document.documentElement).scrollBy(0, 600);
            });
            (await productIds(d)).forEach((id) => seen.add(id));
            return seen.size > first.length;
          },
          30_000,
        );

        await d.goto(h.url('/store/search'));
        const field = { role: 'searchbox' as const, name: 'Search products', nth: -1 };
        await d.type(field, 'tea');
        await d.pressEnter(field);
        await until(
          'the search in the address',
          async () => new URL(await d.currentUrl()).searchParams.get('searchStr') === 'tea',
        );
        await until('search results', async () => (await productIds(d)).length > 0);
        await expectClean(d);
      });
    });

    test('the phone home hero picture is drawn 5:2, the shape of its box', async () => {
      await withDriver(h, { phone: true }, async (d) => {
        await shopperAt(h, d, '/');
        const box = await until('the hero picture, loaded', () =>
          d.evaluate(() => {
            const img = document.querySelector<HTMLImageElement>('img.home__hero-img');
            if (!img || !img.complete || img.naturalWidth === 0) return undefined;
            const r = img.getBoundingClientRect();
            return { width: r.width, height: r.height };
          }),
        );
        expect(box.width).toBeGreaterThan(300);
        // within a pixel of 5:2 (WebKit drew 386 × 167: the height taken from the container's width)
        expect(Math.abs(box.height - (box.width * 2) / 5)).toBeLessThanOrEqual(1);
      });
    });

    test('options into the cart, guest pickup checkout, Approve: Order Success!', async () => {
      await withDriver(h, { phone: true }, async (d) => {
        await shopperAt(h, d, '/');
        await d.waitFor(H1);
        await addWithOptions(h, d);
        await shot(d, 'product');
        await d.goto(h.url('/checkout/cart'));
        await until('one cart line', async () => (await d.count({ css: '.co-line[data-line]' })) === 1);
        await shot(d, 'cart');
        await checkoutPickup(h, d, `Ada ${engine}`);
        await payAndDecide(d, /^Card/, 'Approve');
        await d.waitFor({ role: 'heading', name: 'Order Success!' }, 30_000);
        await expectClean(d);
      });
    });

    test('guest pickup checkout, Decline: Payment Failed', async () => {
      await withDriver(h, { phone: true }, async (d) => {
        await shopperAt(h, d, '/');
        await d.waitFor(H1);
        await addWithOptions(h, d);
        await checkoutPickup(h, d, `Bea ${engine}`);
        await payAndDecide(d, /^Card/, 'Decline');
        await d.waitFor({ role: 'heading', name: 'Payment Failed' }, 30_000);
        await expectClean(d);
      });
    });

    test('sign in, My Account, an order', async () => {
      await withDriver(h, { phone: true }, async (d) => {
        await shopperAt(h, d, '/account/login?redirect=%2Fuser%2Flist');
        await d.type({ role: 'textbox', name: /^Email/ }, 'demo@example.com');
        await d.type({ role: 'textbox', name: /^Password/ }, 'demo1234');
        await d.click({ role: 'button', name: /^Sign In$/, nth: -1 });
        await until('My Account', async () => (await pathOf(d)) === '/user/list');
        await d.waitFor({ text: 'Jade Club member', within: { role: 'navigation', name: 'My account sections' } });
        await shot(d, 'account');
        await d.goto(h.url('/user/orders'));
        await d.click({ css: '.order-row', nth: 0 });
        await until('an order', async () => /orderID=/.test(await d.currentUrl()));
        await d.waitFor({ role: 'button', name: 'Send comment' });
        await expectClean(d);
      });
    });

    test('中文 and back', async () => {
      await withDriver(h, {}, async (d) => {
        await shopperAt(h, d, '/');
        await d.click({ role: 'button', name: '中文' });
        await d.waitFor({ role: 'link', name: '登录' });
        await d.click({ role: 'button', name: 'English' });
        await d.waitFor({ role: 'link', name: 'Sign In' });
        await d.waitFor({ role: 'button', name: '中文' });
        await expectClean(d);
      });
    });

    test('a first visit: the location chosen as the first reads land passes the XSRF check (one token, one session)', async () => {
      // the first visit's reads answer slowly, so the shopper's choice is made while they land
      const knobs = (body: object) =>
        fetch(new URL('/__test/knobs', h.apiOrigin), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await knobs({ latencyMs: 400, match: 'productManagement' });
      try {
        for (let visit = 0; visit < 3; visit++) {
          await withDriver(h, { phone: true }, async (d) => {
            h.proxy.clear();
            await d.goto(h.url('/'));
            const picker = { role: 'dialog' as const, name: 'Choose the Location' };
            await d.click({ css: '.location-modal__card', nth: 0, within: picker });
            await until('the picker to close', async () => (await d.count(picker)) === 0);
            await d.waitFor(H1);
            const given = (name: string) =>
              new Set(h.proxy.answers.flatMap((a) => a.cookies.filter((c) => c.startsWith(`${name}=`))));
            expect(h.proxy.answers.filter((a) => a.status === 403).map((a) => `${a.method} ${a.path}`)).toEqual([]);
            expect(given('XSRF-TOKEN').size).toBe(1);
            expect(given('ISTORE_SID').size).toBe(1);
            await expectClean(d);
          });
        }
      } finally {
        await knobs({ latencyMs: 0, match: '' });
      }
    });

    test('the service worker, then an offline reload of a visited product', async () => {
      await withDriver(h, { phone: true, serviceWorkers: true }, async (d) => {
        await shopperAt(h, d, '/');
        await until(
          'the service worker to control the page',
          () => d.evaluate(() => !!navigator.serviceWorker && navigator.serviceWorker.controller !== null),
          30_000,
        );
        await d.goto(h.url(`/store/product/${PRODUCT_WITH_OPTIONS}`));
        const online = await d.text(H1);
        h.proxy.setOffline(true);
        try {
          await d.reload();
          expect(await d.text(H1)).toBe(online);
        } finally {
          h.proxy.setOffline(false);
        }
        // a request the cut network refused is the browser's own report, not the store's error
        await expectClean(d, [/Failed to load resource|NetworkError|ERR_|net::|NS_ERROR/]);
      });
    }, 120_000); // a service worker's first install in a browser under Xvfb: over 60 s on a loaded machine
    more?.(h);
  });
}
