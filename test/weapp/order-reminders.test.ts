/**
 * Order reminders in the built mini-program (headless WeChat runtime, reference server): Place
 * Order shows WeChat's subscribe prompt (wx.requestSubscribeMessage, the one API answered at the
 * edge here) inside the tap, for "order paid" and "ready for pickup"; accepted, the paid order's
 * message is in the sandbox log. In another run the shopper refuses, and their next order in the
 * same session is placed without a second prompt.
 */
import { startServer, type TestServer } from '../server/helpers';
import { API_BASE_PATH } from '../../types/api';
import { DEMO_TEMPLATES } from '../../server/api/models/wechat-messages';
import { confirmationMessages } from '../../src/i18n/confirmation';
import { catalogueMessages } from '@/i18n/catalogue';
import { mainRegion as main, pickupToPayment, startWeapp, textOf, type WeappSession } from './harness';
import { hasWeappBuild } from './packages';

jest.setTimeout(120_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
if (!built && process.env.STOREFRONT_REQUIRE_BUILD !== '1') {
  describe('weapp order reminders', () => {
    test.skip('SKIPPED: dist/weapp/app.json is missing; run `npm run build:weapp` (npm test builds it)', () => {});
  });
}

describeBuilt('weapp: order reminders at Place Order', () => {
  let server: TestServer;
  let productId: number;

  beforeAll(async () => {
    server = await startServer();
    const res = await fetch(
      `${server.origin}${API_BASE_PATH}/productManagement2/products?infiniteLoad=true&numberToLoad=12&startingPosition=0`,
    );
    productId = ((await res.json()) as { id: number; hasOptions: boolean; available: boolean }[]).find(
      (p) => !p.hasOptions && p.available,
    )!.id;
  });
  afterAll(() => server?.close());

  /**
   * A product into the cart, then checkout with pickup to the payment page, WeChat Pay chosen. The
   * session's second checkout keeps the first one's choices: it goes straight on to payment.
   */
  async function toPayment(app: WeappSession, again = false): Promise<void> {
    await app.open(`/pages/store/product/index?id=${productId}`);
    for (let i = 0; i < 3; i++) await app.tap(catalogueMessages.en.istore_product_add_to_cart);
    await app.open('/pages/checkout/checkout/index');
    if (again) {
      await app.tap(/Continue to payment/);
      await app.tap(/WeChat Pay/);
      return;
    }
    await pickupToPayment(app);
  }

  const calls = (app: WeappSession, api: string) => app.mp.edgeCalls.filter((c) => c.api === api);
  const messagesOf = (orderID: string) =>
    server.app.db.prepare('SELECT purpose FROM wechat_messages WHERE order_id = ? ORDER BY id').all(Number(orderID));

  test('accepted: the prompt shows in the Place Order tap, and the paid order sends its message', async () => {
    const app = await startWeapp({ server });
    try {
      await toPayment(app);
      app.mp.edge.subscribe = 'accept';
      await app.tap(/^Place Order/);
      const [prompt] = calls(app, 'requestSubscribeMessage');
      expect(prompt).toMatchObject({
        args: { tmplIds: [DEMO_TEMPLATES.orderPaid, DEMO_TEMPLATES.readyForPickup] },
        inEvent: true,
      });
      // the prompt came first; the pay sheet once, after it
      expect(app.mp.edgeCalls.map((c) => c.api).filter((a) => /Subscribe|Payment/.test(a))).toEqual([
        'requestSubscribeMessage',
        'requestPayment',
      ]);
      expect(app.page.route).toBe('pages/confirmation/index');
      expect(textOf(main(app))).toContain(confirmationMessages.en.istore_confirmation_success);
      expect(messagesOf(String(app.page.query.orderID))).toEqual([{ purpose: 'orderPaid' }]);
      expect(app.mp.records.problems()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('refused: no grant, and the next order in the same session is placed without a second prompt', async () => {
    const app = await startWeapp({ server });
    try {
      await toPayment(app);
      app.mp.edge.subscribe = 'reject';
      await app.tap(/^Place Order/);
      expect(calls(app, 'requestSubscribeMessage')).toHaveLength(1);
      expect(app.page.route).toBe('pages/confirmation/index');
      expect(messagesOf(String(app.page.query.orderID))).toEqual([]);

      await toPayment(app, true);
      await app.tap(/^Place Order/);
      expect(app.page.route).toBe('pages/confirmation/index');
      expect(textOf(main(app))).toContain(confirmationMessages.en.istore_confirmation_success);
      expect(calls(app, 'requestSubscribeMessage')).toHaveLength(1);
      expect(calls(app, 'requestPayment')).toHaveLength(2);
      expect(app.mp.records.problems()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
