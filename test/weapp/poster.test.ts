/**
 * The share poster in the built mini-program (harness/) against the reference server: the demo
 * shopper opens a product's poster, which is painted on the page's 2D canvas (the painted rectangles
 * are rasterised here and the QR code among them decoded with jsQR: the product's web link with the
 * shopper's rid) with the price the page shows; saved to the album; refused the album, the sheet
 * says so and opens WeChat's settings. A group buy's poster shows its group price. Home, product
 * and group buy answer WeChat's share to Moments with a title, the query with rid and a picture.
 */
import jsQR from 'jsqr';
import { startServer, type TestServer } from '../server/helpers';
import { API_BASE_PATH } from '../../types/api';
import { en } from '../../src/i18n/en';
import { posterMessages } from '../../src/i18n/poster';
import {
  SET_DATA_LIMIT_BYTES,
  findAll,
  hasClass,
  mainRegion,
  signInAsDemo,
  startWeapp,
  textOf,
  type WeappSession,
} from './harness';
import type { CanvasRecord } from './harness/wx-canvas';
import { hasWeappBuild } from './packages';

jest.setTimeout(90_000);

const built = hasWeappBuild();
const describeBuilt = built || process.env.STOREFRONT_REQUIRE_BUILD === '1' ? describe : describe.skip;
const t = posterMessages.en;
const RID = 'MJDEMO01';

/** The canvas's fillRect calls painted into a bitmap (dark colours black): what a camera would see of the QR code. */
function decodeCanvas(canvas: CanvasRecord): string | null {
  const { width, height } = canvas;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const c of canvas.calls) {
    if (c.op !== 'fillRect') continue;
    const hex = /^#([0-9a-f]{6})$/i.exec(c.fillStyle)?.[1] ?? 'ffffff';
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const v = 0.299 * r + 0.587 * g + 0.114 * b < 128 ? 0 : 255;
    const [x, y, w, h] = (c.args as number[]).map(Math.round);
    for (let py = Math.max(0, y); py < Math.min(height, y + h); py++)
      for (let px = Math.max(0, x); px < Math.min(width, x + w); px++) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = v;
      }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

const painted = (canvas: CanvasRecord) => canvas.calls.filter((c) => c.op === 'fillText').map((c) => String(c.args[0]));
/** The poster canvas painted last (each sheet has its own). */
const posterCanvas = (app: WeappSession) =>
  [...app.mp.canvases.values()].filter((c) => c.id.startsWith('poster-')).pop()!;
const edgeCalls = (app: WeappSession, api: string) => app.mp.edgeCalls.filter((c) => c.api === api);

function expectClean(app: WeappSession): void {
  expect(app.mp.records.problems()).toEqual([]);
  expect(app.mp.records.oversized(SET_DATA_LIMIT_BYTES)).toEqual([]);
}

describeBuilt('weapp: share poster and Moments', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  test('the demo shopper draws a product poster, saves it, is told when the album is refused, and Moments shares with rid', async () => {
    const rows = (await (
      await fetch(
        `${server.origin}${API_BASE_PATH}/productManagement2/products?infiniteLoad=true&numberToLoad=24&startingPosition=0`,
      )
    ).json()) as { id: number; name: string; hasOptions: boolean; available: boolean }[];
    const product = rows.find((p) => !p.hasOptions && p.available)!;
    const campaigns = (await (await fetch(`${server.origin}${API_BASE_PATH}/common3/campaign/fissionList`)).json()) as {
      id: number;
      nameContent: { en: string };
    }[];
    const campaign = campaigns.find((c) => c.nameContent.en === 'Pair up and save')!;
    const app = await startWeapp({ server, url: '/pages/account/login/index' });
    try {
      await signInAsDemo(app);

      // Moments from home: the store's title, rid in the query
      await app.open('/pages/home/index');
      const home = app.mp.callPage('onShareTimeline') as { title: string; query: string };
      expect(home.title).toBeTruthy();
      expect(new URLSearchParams(home.query).get('rid')).toBe(RID);

      await app.open(`/pages/store/product/index?id=${product.id}`);
      const price = textOf(findAll(mainRegion(app), (n) => hasClass(n, 'price__now'))[0]);
      expect(price).toMatch(/\d/);
      const moments = app.mp.callPage('onShareTimeline') as { title: string; query: string; imageUrl?: string };
      expect(moments.title).toBe(product.name);
      expect(Object.fromEntries(new URLSearchParams(moments.query))).toEqual({ id: String(product.id), rid: RID });
      expect(moments.imageUrl).toMatch(new RegExp(`/media/products/${product.id}[.-]`));

      await app.tap(t.istore_poster_open);
      const canvas = posterCanvas(app);
      expect(painted(canvas)).toContain(price);
      // the name and the hint as wrapped into lines
      expect(painted(canvas).join(' ')).toContain(product.name);
      expect(painted(canvas).join(' ')).toContain(t.istore_poster_hint);
      expect(canvas.calls.filter((c) => c.op === 'drawImage').length).toBe(2); // the picture and the logo
      const origin = `https://${new URL(server.origin).host}`;
      expect(decodeCanvas(canvas)).toBe(`${origin}/store/product/${product.id}?rid=${RID}`);
      expect(canvas.exports).toHaveLength(1);

      await app.tap(t.istore_poster_save);
      expect(edgeCalls(app, 'saveImageToPhotosAlbum')).toEqual([
        { api: 'saveImageToPhotosAlbum', args: { filePath: canvas.exports[0] } },
      ]);
      expect(app.text()).toContain(t.istore_poster_saved);

      app.mp.edge.album = 'deny';
      await app.tap(t.istore_poster_save);
      expect(app.text()).toContain(t.istore_poster_denied);
      expect(app.text()).not.toContain(t.istore_poster_saved);
      await app.tap(t.istore_poster_open_settings);
      expect(edgeCalls(app, 'openSetting')).toHaveLength(1);
      await app.tap(en.istore_common_close, 1);
      expect(app.text()).not.toContain(t.istore_poster_denied);

      // a group buy: the group price, labelled, and its own link
      await app.open(`/pages/store/group-campaign/index?id=${campaign.id}`);
      const groupPrice = textOf(findAll(mainRegion(app), (n) => hasClass(n, 'price__now'))[0]);
      await app.tap(t.istore_poster_open);
      const campaignCanvas = posterCanvas(app);
      expect(painted(campaignCanvas)).toEqual(
        expect.arrayContaining([t.istore_poster_group_price, groupPrice, '2 people per group']),
      );
      expect(decodeCanvas(campaignCanvas)).toBe(`${origin}/store/groupCampaign?id=${campaign.id}&rid=${RID}`);
      const campaignMoments = app.mp.callPage('onShareTimeline') as { title: string; query: string; imageUrl?: string };
      expect(campaignMoments.title).toContain('Pair up and save');
      expect(new URLSearchParams(campaignMoments.query).get('id')).toBe(String(campaign.id));
      expect(new URLSearchParams(campaignMoments.query).get('rid')).toBe(RID);
      expect(campaignMoments.imageUrl).toMatch(/^http/);
      expectClean(app);
    } finally {
      await app.close();
    }
  });
});
