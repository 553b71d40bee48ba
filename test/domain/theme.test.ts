import { themeVariables } from '@/domain/theme';

describe('themeVariables (app info css -> CSS variables)', () => {
  it.each([
    [{ varPrimary: '#0f5c4d' }, { '--store-primary': '#0f5c4d' }],
    [{ varFooter: 'rgb(20, 30, 40)' }, { '--store-footer': 'rgb(20, 30, 40)' }],
    [
      { varPrimary: 'teal', varFooter: '#222' },
      { '--store-primary': 'teal', '--store-footer': '#222' },
    ],
    [{ varPrimary: 'red; background:url(x)' }, {}],
    [{ varPrimary: '' }, {}],
    [{ other: '#fff' }, {}],
  ])('%j -> %j', (css, expected) => {
    expect(themeVariables(css)).toEqual(expected);
  });
});
