/**
 * The demo catalogue's drawings as PNG, for the pictures a page shows many of at once (list
 * tiles, category tiles). A browser builds every SVG image as a document of its own, on the
 * page's main thread: on `/` the dozen tiles cost about 60 ms of a phone's start-up (4x CPU),
 * where a raster picture is decoded off that thread, as a real store's photographs are.
 *
 * Rendered once per drawing (resvg, on libuv's thread pool, so the server keeps answering) and
 * kept in memory, least recently used first out, within a byte bound.
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';

export interface RasterCacheOptions {
  /** Bytes of PNG kept at most (the demo's 500 tiles are about 2.5 MB). */
  maxBytes?: number;
}

export class RasterCache {
  private readonly entries = new Map<string, Buffer | Promise<Buffer>>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(options: RasterCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  }

  /** The drawing as PNG at its own width and height; one render for callers asking at once. */
  png(svg: string): Promise<Buffer> {
    const key = createHash('sha1').update(svg).digest('base64');
    const kept = this.entries.get(key);
    if (kept) {
      // most recently used: to the end of the eviction order
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept);
    }
    const rendering = renderAsync(svg).then(
      (image) => {
        const png = Buffer.from(image.asPng());
        if (this.entries.get(key) === rendering) this.keep(key, png);
        return png;
      },
      (err: unknown) => {
        this.entries.delete(key);
        throw err;
      },
    );
    this.entries.set(key, rendering);
    return rendering;
  }

  /** PNG bytes held now (for tests and the operator's curiosity). */
  get size(): number {
    return this.bytes;
  }

  private keep(key: string, png: Buffer): void {
    this.entries.set(key, png);
    this.bytes += png.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      if (k === key || !(v instanceof Buffer)) continue;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}
