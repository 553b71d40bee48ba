import Taro from '@tarojs/taro';
import drawQrcode from 'weapp-qrcode';
import { renderQr } from '@/platform/qr.weapp';

jest.mock('weapp-qrcode', () => ({
  __esModule: true,
  default: jest.fn((o: { callback?: () => void }) => o.callback?.()),
}));

it('draws the link into the canvas with level M (0) at 128 px', async () => {
  await expect(renderQr('https://shop.example.com/m?rid=R1', 'share-qr-1')).resolves.toBeNull();
  expect(drawQrcode).toHaveBeenCalledWith(
    expect.objectContaining({
      canvasId: 'share-qr-1',
      text: 'https://shop.example.com/m?rid=R1',
      width: 128,
      height: 128,
      correctLevel: 0,
      _this: Taro.getCurrentInstance().page,
    }),
  );
});

it('refuses empty data without drawing', async () => {
  (drawQrcode as jest.Mock).mockClear();
  await expect(renderQr('', 'x')).rejects.toThrow('QR data must not be empty');
  expect(drawQrcode).not.toHaveBeenCalled();
});
