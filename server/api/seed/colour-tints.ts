/**
 * The colours the seeded catalogue sells (catalogue-data.ts COLOURS) as tints of a product's
 * illustration: a product offered in Celadon and White shows a celadon and a white one once the
 * shopper chooses, not the same picture for both. routes/catalogue-media.ts draws them.
 */
export const COLOUR_TINTS: Readonly<Record<string, string>> = {
  red: '#D64545',
  blue: '#3D6FD1',
  green: '#3FA45B',
  black: '#3A3A3A',
  white: '#F4F3EE',
  celadon: '#8FC7AE',
  natural: '#D9C4A0',
};

/** True when the colour (an option value, any case) has a tint, so a picture of its own. */
export function hasTint(value: string): boolean {
  return Object.prototype.hasOwnProperty.call(COLOUR_TINTS, value.toLowerCase());
}

/**
 * An SVG filter that redraws an illustration in `hex`, keeping its light and shade: each pixel's
 * luminance scales the colour (0.62 in the shadows to 1.5 in the highlights, clipped).
 */
export function tintFilter(id: string, hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const row = (c: number) =>
    `${(c * 0.9 * 0.2126).toFixed(4)} ${(c * 0.9 * 0.7152).toFixed(4)} ${(c * 0.9 * 0.0722).toFixed(4)} 0 ${(c * 0.62).toFixed(4)}`;
  return (
    `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" ` +
    `values="${row(r)} ${row(g)} ${row(b)} 0 0 0 1 0"/></filter>`
  );
}
