import { contrastRatio, ensureContrast, parseColour, readableOn, themeStyle, MIN_CONTRAST } from '@/domain/theme';

describe('parseColour', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#0B6E4F', [11, 110, 79]],
    ['#0b6e4f80', [11, 110, 79]],
    ['rgb(20, 30, 40)', [20, 30, 40]],
    ['rgba(20,30,40,0.5)', [20, 30, 40]],
    ['rgb(300, 0, 0)', null],
    ['teal', null],
    ['', null],
  ])('%j -> %j', (value, rgb) => {
    expect(parseColour(value)).toEqual(rgb);
  });
});

describe('contrast (WCAG)', () => {
  it.each([
    [[0, 0, 0], [255, 255, 255], 21],
    [[255, 255, 255], [255, 255, 255], 1],
    [[11, 110, 79], [255, 255, 255], 6.25],
  ])('%j on %j -> %d', (a, b, ratio) => {
    expect(contrastRatio(a as never, b as never)).toBeCloseTo(ratio, 1);
  });

  it.each([
    ['#0B6E4F'], // the seeded primary: already readable, unchanged
    ['#6190E8'], // taro-ui's default primary: 3.2:1, darkened
    ['#ffcc00'],
    ['#ffffff'],
  ])('ensureContrast(%s) reaches 4.5:1 on white', (hex) => {
    const out = ensureContrast(parseColour(hex)!);
    expect(contrastRatio(out, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('keeps a readable colour as it is', () => {
    expect(ensureContrast([11, 110, 79])).toEqual([11, 110, 79]);
  });

  it.each([
    [
      [27, 58, 47],
      [255, 255, 255],
    ], // dark footer: white text
    [
      [250, 240, 200],
      [28, 31, 35],
    ], // light footer: ink text
  ])('readableOn(%j) -> %j', (bg, fg) => {
    expect(readableOn(bg as never)).toEqual(fg);
  });
});

describe('themeStyle (store colours as readable CSS variables)', () => {
  it.each([
    [
      { varPrimary: '#0B6E4F', varFooter: '#1B3A2F' },
      {
        '--store-primary': '#0b6e4f',
        '--store-on-primary': '#ffffff',
        '--store-footer': '#1B3A2F',
        '--store-on-footer': '#ffffff',
      },
    ],
    [{ varPrimary: 'teal' }, { '--store-primary': 'teal' }],
    [{ varFooter: '#f4efe0' }, { '--store-footer': '#f4efe0', '--store-on-footer': '#1c1f23' }],
    [{ varPrimary: 'red; x:url(y)' }, {}],
    [{}, {}],
  ])('%j -> %j', (css, vars) => {
    expect(themeStyle(css)).toEqual(vars);
  });

  it('darkens a too-light primary until text in it reads on white', () => {
    const vars = themeStyle({ varPrimary: '#6190E8' });
    expect(vars['--store-primary']).not.toBe('#6190e8');
    expect(contrastRatio(parseColour(vars['--store-primary'])!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });
});
