/** @jest-environment node */
import { RasterCache } from '../../server/api/http/raster';

const square = (fill: string, size = 40) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${fill}"/></svg>`;

test('a drawing is rendered once as a PNG of its own size; callers asking at once share the render', async () => {
  const cache = new RasterCache();
  const [a, b] = await Promise.all([cache.png(square('#E3F0E6')), cache.png(square('#E3F0E6'))]);
  expect(a).toBe(b);
  expect(a.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([a.readUInt32BE(16), a.readUInt32BE(20)]).toEqual([40, 40]);
  expect(await cache.png(square('#E3F0E6'))).toBe(a);
  expect(cache.size).toBe(a.length);
  // another drawing is another picture
  expect((await cache.png(square('#BBDAC3'))).equals(a)).toBe(false);
});

test('past its byte bound the least recently used picture goes first', async () => {
  const one = await new RasterCache().png(square('#000000'));
  const cache = new RasterCache({ maxBytes: one.length * 2 + 10 });
  const black = await cache.png(square('#000000'));
  const white = await cache.png(square('#FFFFFF'));
  await cache.png(square('#000000')); // black is now the most recently used
  await cache.png(square('#FF0000'));
  expect(cache.size).toBeLessThanOrEqual(one.length * 2 + 10);
  expect(await cache.png(square('#000000'))).toBe(black); // kept
  expect(await cache.png(square('#FFFFFF'))).not.toBe(white); // dropped, rendered again
});

test('a drawing that cannot be rendered is an error, and is not kept', async () => {
  const cache = new RasterCache();
  await expect(cache.png('<svg')).rejects.toThrow();
  await expect(cache.png('<svg')).rejects.toThrow();
  expect(cache.size).toBe(0);
});
