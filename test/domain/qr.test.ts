import { SHARE_QR_OPTIONS, validateQr } from '@/domain/qr';

describe('validateQr (spec 5: data non-empty, version 1 to 40)', () => {
  it.each<[string | null, number | undefined, boolean]>([
    ['https://shop.example', undefined, true],
    ['https://shop.example', 1, true],
    ['https://shop.example', 40, true],
    ['https://shop.example', 0, false],
    ['https://shop.example', 41, false],
    ['https://shop.example', 2.5, false],
    ['', undefined, false],
    [null, 5, false],
  ])('%j version %p -> ok %s', (data, version, ok) => {
    expect(validateQr(data, version).ok).toBe(ok);
  });

  it('share QR: width 128, error correction M', () => {
    expect(SHARE_QR_OPTIONS).toEqual({ width: 128, errorCorrectionLevel: 'M' });
  });
});
