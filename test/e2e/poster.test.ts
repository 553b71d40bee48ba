/**
 * The share poster in headless Chromium: a signed-in shopper opens the poster of a product (en,
 * phone) and of a group buy (zh, desktop). Each poster is drawn with the price the page shows (the
 * canvas's own text calls are recorded) and its QR code, decoded here from the poster's pixels with
 * jsQR, opens the page's link with the shopper's rid; the PNG downloads under its own name. A
 * picture that cannot be loaded leaves its place grey and the poster is still made.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { API_BASE_PATH } from '../../types/api';
import { axeViolations, describeFindings, settle, shopperPage, seededProducts } from './a11y';
import { describeE2E, expectNoErrors, useHarness, type Harness } from './harness';

const JSQR_SOURCE = fs.readFileSync(require.resolve('jsqr/dist/jsQR.js'), 'utf8');

declare global {
  interface Window {
    __posterText?: string[];
    __posterImages?: number;
    jsQR?: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
  }
}

/** Records every text a canvas paints (the poster's name and price lines) and counts the pictures. */
async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawImage = CanvasRenderingContext2D.prototype.drawImage;
    CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      window.__posterImages = (window.__posterImages ?? 0) + 1;
      return (drawImage as (...a: unknown[]) => void).apply(this, args);
    };
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x, y, w) {
      (window.__posterText ??= []).push(String(text));
      return w === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, w);
    };
  });
}

/** The QR code in the poster image, decoded from its pixels in the page (jsQR evaluated there). */
async function decodePoster(page: Page, img: string): Promise<string | null> {
  await page.evaluate(JSQR_SOURCE);
  return page.evaluate(async (selector) => {
    const el = document.querySelector<HTMLImageElement>(selector)!;
    if (!el.complete) await new Promise((r) => el.addEventListener('load', r, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return window.jsQR!(pixels.data, pixels.width, pixels.height)?.data ?? null;
  }, img);
}

function demoReferralId(h: Harness): string {
  return (h.server.db.prepare('SELECT my_id FROM users WHERE email = ?').get('demo@example.com') as { my_id: string })
    .my_id;
}

/** Opens the poster, waits for its picture; what the canvas painted. */
async function openPoster(page: Page, button: string, dialogName: string): Promise<string[]> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await dialog.locator('.poster-view__img img, img.poster-view__img').first().waitFor();
  return page.evaluate(() => window.__posterText ?? []);
}

const POSTER_IMG = '[role="dialog"] .poster-view__img img, [role="dialog"] img.poster-view__img';

describeE2E('share poster', () => {
  const h = useHarness();

  test('a signed-in shopper’s product poster: its price, a QR code of the product link with their rid, a PNG download', async () => {
    const id = seededProducts(h).plain;
    const page = await shopperPage(h, 'mobile', 'en', true);
    await recordCanvasText(page);
    await page.goto(h.url(`/store/product/${id}`));
    await settle(page);
    const name = (await page.locator('.product-page__name').innerText()).trim();
    const price = (await page.locator('.product-page__buy .price__now').first().innerText()).trim();
    expect(price).toMatch(/\d/);

    const painted = await openPoster(page, 'Poster', 'Share poster');
    expect(painted).toContain(price);
    // the product's picture and the store's logo
    expect(await page.evaluate(() => window.__posterImages)).toBe(2);
    expect(painted.join(' ')).toContain(name.split(' ')[0]);
    const img = page.locator(POSTER_IMG).first();
    expect(await img.getAttribute('alt')).toBe(`Poster of ${name}, ${price}, with the QR code of the link to share`);
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(describeFindings('share poster', await axeViolations(page, 'share poster'))).toEqual([]);

    const rid = demoReferralId(h);
    expect(rid).toBeTruthy();
    expect(await decodePoster(page, POSTER_IMG)).toBe(
      `${h.baseURL}/store/product/${id}?rid=${encodeURIComponent(rid)}`,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the poster (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`poster-product-${id}.png`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    expect(await page.getByText('On a phone, press and hold the picture to save or send it.').isVisible()).toBe(true);
    expectNoErrors(page);
    await page.context().close();
  });

  test('a group buy’s poster in Chinese: the group price labelled, the normal price, a QR code of the campaign link with rid', async () => {
    const campaigns = (await (await fetch(`${h.baseURL}${API_BASE_PATH}/common3/campaign/fissionList`)).json()) as {
      id: number;
      nameContent: { en: string };
    }[];
    const id = campaigns.find((c) => c.nameContent.en === 'Pair up and save')!.id;
    const page = await shopperPage(h, 'desktop', 'zh', true);
    await recordCanvasText(page);
    await page.goto(h.url(`/store/groupCampaign?id=${id}`));
    await settle(page);
    const name = (await page.locator('.campaign-page__title').innerText()).trim();
    const groupPrice = (await page.locator('.campaign-page__head .price__now').innerText()).trim();
    const wasText = (await page.locator('.campaign-page__head .price__was').innerText()).trim();
    const normalPrice = /[¥$€£][\d,.]+|[A-Z]{1,3}\$[\d,.]+/.exec(wasText)![0];

    // a picture that cannot be had (one on another origin without CORS fails so too, rather than
    // tainting the canvas): the poster is drawn without it, its grey square in its place
    await page.route('**/media/products/**', (route) => route.abort());
    const painted = await openPoster(page, '海报', '分享海报');
    expect(await page.evaluate(() => window.__posterImages)).toBe(1);
    for (const text of ['拼团价', groupPrice, normalPrice, '2 人成团', '扫码或长按识别二维码'])
      expect(painted).toContain(text);
    expect(painted.join('')).toContain(name.slice(0, 2));
    expect(await page.locator(POSTER_IMG).first().getAttribute('alt')).toBe(
      `${name}的分享海报，${groupPrice}，附分享链接二维码`,
    );
    const rid = demoReferralId(h);
    expect(await decodePoster(page, POSTER_IMG)).toBe(
      `${h.baseURL}/store/groupCampaign?id=${id}&rid=${encodeURIComponent(rid)}`,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '分享海报' }).waitFor({ state: 'detached' });
    expectNoErrors(page, [/Failed to load resource: net::ERR_FAILED/]);
    await page.context().close();
  });
});
