import { TextEncoder } from 'util';
import QRCode from 'qrcode';
import { renderQr } from '@/platform/qr';

Object.assign(globalThis, { TextEncoder });

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string): [number, number] {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('share QR on H5 (spec 2.6: error correction M, width 128)', () => {
  it('draws a 128 px PNG of the link', async () => {
    const url = await renderQr('https://shop.example.com/m?rid=R1', 'unused');
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(url!)).toEqual([128, 128]);
  });

  it('encodes in byte mode at level M, as weapp-qrcode does', () => {
    const text = 'https://shop.example.com/m?rid=R1';
    const code = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });
    expect(code.errorCorrectionLevel.bit).toBe(0); // M (weapp-qrcode's correctLevel 0)
    expect(code.segments.map((s) => s.mode.id)).toEqual(['Byte']);
  });

  it.each([[''], [null as unknown as string]])('refuses empty data %j', async (text) => {
    await expect(renderQr(text, 'x')).rejects.toThrow('QR data must not be empty');
  });
});
