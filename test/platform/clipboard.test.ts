import Taro from '@tarojs/taro';
import { copyText } from '@/platform/clipboard';
import { copyText as copyTextWeapp } from '@/platform/clipboard.weapp';
import { resetTaro } from '../support/taro';

const nav = window.navigator as Navigator & { clipboard?: unknown };

function setClipboard(value: unknown) {
  Object.defineProperty(nav, 'clipboard', { configurable: true, value });
}

function setExecCommand(impl: ((cmd: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: impl });
}

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
  resetTaro();
});

it('H5 uses navigator.clipboard.writeText', async () => {
  const writeText = jest.fn(async () => undefined);
  setClipboard({ writeText });
  await copyText('https://shop.example/p/1?rid=r1');
  expect(writeText).toHaveBeenCalledWith('https://shop.example/p/1?rid=r1');
});

it('H5 falls back to a textarea and execCommand when the API is missing or refused', async () => {
  let copied = '';
  const exec = jest.fn(() => {
    copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
    const area = document.querySelector('textarea');
    copied = area?.value ?? copied;
    return true;
  });
  setExecCommand(exec);
  setClipboard(undefined);
  await copyText('link-1');
  expect(exec).toHaveBeenCalledWith('copy');
  expect(copied).toBe('link-1');
  expect(document.querySelector('textarea')).toBeNull();

  setClipboard({ writeText: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
  await copyText('link-2');
  expect(copied).toBe('link-2');
});

it('H5 rejects when nothing can copy', async () => {
  setClipboard(undefined);
  setExecCommand(() => false);
  await expect(copyText('x')).rejects.toThrow('Copying is not supported here');
});

it('weapp uses Taro.setClipboardData', async () => {
  await copyTextWeapp('abc');
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'abc' });
  (Taro.setClipboardData as unknown as jest.Mock).mockRejectedValueOnce({ errMsg: 'setClipboardData:fail' });
  await expect(copyTextWeapp('abc')).rejects.toEqual({ errMsg: 'setClipboardData:fail' });
});
