/**
 * Alerts in the built mini-program (harness/) against the reference server: a visitor taps
 * "Notify me" for the demo's sold-out option and WeChat's subscribe prompt is asked at that tap
 * for the store's back-in-stock template (only wx.requestSubscribeMessage is answered at the edge);
 * refused, the page says no alert was set; accepted, the alert is set for WeChat. No step may log
 * an error or a warning.
 */
import { startServer, type TestServer } from '../server/helpers';
import { API_BASE_PATH } from '../../types/api';
import { DEMO_TEMPLATES } from '../../server/api/models/wechat-messages';
import { alertMessages } from '../../src/i18n/alerts';
import { SET_DATA_LIMIT_BYTES, mainRegion, startWeapp, textOf, type WeappSession } from './harness';
import { hasWeappBuild } from './packages';

jest.setTimeout(60_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
const t = alertMessages.en;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

function expectClean(app: WeappSession): void {
  expect(app.mp.records.problems()).toEqual([]);
  expect(app.mp.records.oversized(SET_DATA_LIMIT_BYTES)).toEqual([]);
}

describeBuilt('weapp: Notify me asks for a WeChat subscribe message (extension alerts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  test('the tap asks the prompt for the back-in-stock template; a refusal says so, an acceptance sets the alert', async () => {
    const res = await fetch(`${server.origin}${API_BASE_PATH}/productDetailManagement/productDetail/1`);
    const { name } = (await res.json()) as { name: string };
    const app = await startWeapp({ server, url: '/pages/store/product/index?id=1' });
    try {
      await app.tap('Small');
      expect(textOf(mainRegion(app))).toContain(fill(t.istore_alert_sold_out, { option: 'Small / White' }));
      const notify = fill(t.istore_alert_notify_me_named, { name: `${name} (Small / White)` });
      const prompts = () => app.mp.edgeCalls.filter((c) => c.api === 'requestSubscribeMessage');

      app.mp.edge.subscribe = 'reject';
      await app.tap(notify);
      expect(prompts().map((c) => c.args.tmplIds)).toEqual([[DEMO_TEMPLATES.backInStock]]);
      expect(textOf(mainRegion(app))).toContain(t.istore_alert_declined);
      // no email form in the mini-program: the prompt is the way
      expect(textOf(mainRegion(app))).not.toContain(t.istore_alert_email_label);

      app.mp.edge.subscribe = 'accept';
      await app.tap(notify);
      expect(prompts()).toHaveLength(2);
      expect(textOf(mainRegion(app))).toContain(t.istore_alert_done_stock_wechat);
      const alerts = server.app.db
        .prepare("SELECT status FROM alerts WHERE product_id = 1 AND option_pair = 'size:Small|colour:White'")
        .all() as { status: string }[];
      expect(alerts.map((a) => a.status)).toEqual(['active']);
      expectClean(app);
    } finally {
      await app.close();
    }
  });
});
