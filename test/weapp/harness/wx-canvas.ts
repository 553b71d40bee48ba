/**
 * What the poster needs of WeChat and a headless runtime has not: a 2D canvas node (canvas
 * type="2d" through a selector query) that records what is painted on it, its export to a temp
 * file, pictures downloaded for it (getImageInfo, over real HTTP to the reference server), and the
 * photo album with its permission (the shopper's answer is a test's EdgeAnswers.album).
 */
import http from 'node:http';
import type { Opts, WxHost } from './wx';

/** One call on a canvas's 2D context, with the fill colour and font it was made with. */
export interface PaintCall {
  op: string;
  args: unknown[];
  fillStyle: string;
  font: string;
}

export interface CanvasRecord {
  id: string;
  width: number;
  height: number;
  calls: PaintCall[];
  /** Temp files exported from it (canvasToTempFilePath). */
  exports: string[];
}

/** About as wide as a phone's font draws: CJK a full em, Latin about half. */
function textWidth(text: string, font: string): number {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 10);
  let em = 0;
  for (const ch of Array.from(text)) em += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.55;
  return em * size;
}

/** The intrinsic size of an SVG (width/height attributes) or a PNG (IHDR); 0 when unknown. */
function sizeOf(body: Buffer): { width: number; height: number } {
  if (body.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  const head = body.subarray(0, 400).toString('utf8');
  return { width: Number(/width="(\d+)/.exec(head)?.[1] ?? 0), height: Number(/height="(\d+)/.exec(head)?.[1] ?? 0) };
}

function get(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export function canvas2d(host: WxHost, answer: (api: string, o: Opts | undefined, run: () => unknown) => unknown) {
  const canvases = host.canvases;
  let files = 0;

  function canvasFor(id: string): unknown {
    const record: CanvasRecord = { id, width: 300, height: 150, calls: [], exports: [] };
    canvases.set(id, record);
    const state = { fillStyle: '#000000', font: '10px sans-serif' };
    const call =
      (op: string) =>
      (...args: unknown[]) => {
        record.calls.push({ op, args, fillStyle: String(state.fillStyle), font: state.font });
      };
    const ctx: Record<string, unknown> = {
      strokeStyle: '#000000',
      lineWidth: 1,
      textAlign: 'start',
      textBaseline: 'alphabetic',
      fillRect: call('fillRect'),
      fillText: call('fillText'),
      drawImage: call('drawImage'),
      beginPath: call('beginPath'),
      moveTo: call('moveTo'),
      lineTo: call('lineTo'),
      stroke: call('stroke'),
      measureText: (text: string) => ({ width: textWidth(String(text), state.font) }),
    };
    Object.defineProperty(ctx, 'fillStyle', { get: () => state.fillStyle, set: (v) => (state.fillStyle = String(v)) });
    Object.defineProperty(ctx, 'font', { get: () => state.font, set: (v) => (state.font = String(v)) });
    const canvas = {
      get width() {
        return record.width;
      },
      set width(v: number) {
        record.width = v;
        record.calls = [];
      },
      get height() {
        return record.height;
      },
      set height(v: number) {
        record.height = v;
        record.calls = [];
      },
      getContext: () => ctx,
      createImage() {
        const img: Record<string, unknown> = { width: 0, height: 0, onload: null, onerror: null };
        Object.defineProperty(img, 'src', {
          set(src: string) {
            const known = images.get(src);
            host.later(() => {
              if (!known) return (img.onerror as (() => void) | null)?.();
              Object.assign(img, known);
              (img.onload as (() => void) | null)?.();
            }, 'canvas image load');
          },
        });
        return img;
      },
      // a canvas passes through WeChat's API arguments by reference; a log line names it
      toJSON: () => `[canvas #${id}]`,
      __id: id,
    };
    return canvas;
  }

  /** Downloaded pictures by their temp path. */
  const images = new Map<string, { width: number; height: number }>();
  const nodes = new Map<string, unknown>();

  return {
    /** The node a selector query's fields({ node: true }) gives for `#id`. */
    nodeFor(selector: string): unknown {
      const id = selector.replace(/^#/, '');
      if (!nodes.has(id)) nodes.set(id, canvasFor(id));
      return nodes.get(id);
    },
    apis: {
      getImageInfo: (o?: Opts) =>
        answer('getImageInfo', o, async () => {
          const src = typeof o?.src === 'string' ? o.src : '';
          if (!src.startsWith(`${host.appOrigin}/`)) throw new Error(`url not in domain list: ${src}`);
          const res = await host.track(get(host.serverOrigin + src.slice(host.appOrigin.length)));
          if (res.status !== 200) throw new Error(`download failed: HTTP ${res.status}`);
          const path = `http://tmp/image-${++files}`;
          const size = sizeOf(res.body);
          images.set(path, size);
          return { ...size, path, type: 'png', orientation: 'up' };
        }),
      canvasToTempFilePath: (o?: Opts) =>
        answer('canvasToTempFilePath', o, () => {
          const canvas = o?.canvas as { __id?: string } | undefined;
          const record = canvas?.__id ? canvases.get(canvas.__id) : undefined;
          if (!record) throw new Error('canvas is empty');
          const tempFilePath = `http://tmp/canvas-${++files}.png`;
          record.exports.push(tempFilePath);
          host.edgeCalls.push({ api: 'canvasToTempFilePath', args: { canvas: record.id, fileType: o?.fileType } });
          return { tempFilePath };
        }),
      saveImageToPhotosAlbum: (o?: Opts) =>
        answer('saveImageToPhotosAlbum', o, () => {
          host.edgeCalls.push({ api: 'saveImageToPhotosAlbum', args: { filePath: o?.filePath } });
          if (host.edge.album === 'deny') throw new Error('auth deny');
          return {};
        }),
      openSetting: (o?: Opts) =>
        answer('openSetting', o, () => {
          host.edgeCalls.push({ api: 'openSetting', args: {} });
          return { authSetting: { 'scope.writePhotosAlbum': host.edge.album !== 'deny' } };
        }),
    },
  };
}
