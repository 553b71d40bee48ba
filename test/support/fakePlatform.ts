/** A Platform for store tests: memory storage, the fake server's transport and cookies, mocks. */
import type { Platform } from '@/platform/platform';
import type { CurrentLocation } from '@/platform/location';
import { createH5Login, type LoginPlatform, type WeChatCodeResult } from '@/platform/login';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { FakeServer } from './fakeServer';

export function createFakePlatform(
  server: FakeServer,
  options: {
    location?: Partial<CurrentLocation>;
    storage?: Record<string, unknown>;
    /** WeChat login (default: a browser's, "not supported"; see fakeLogin). */
    login?: LoginPlatform;
  } = {},
) {
  const location: CurrentLocation = { path: '/', query: {}, search: '', href: '/', ...options.location };
  const storage = createMemoryStorage(options.storage);
  const platform = {
    storage,
    cookies: server.cookies,
    transport: server.transport,
    getDevice: () => ({
      kind: 'mobile' as const,
      flags: { miniProgram: false, wechatBrowser: false, alipay: false, mobile: true },
    }),
    copyText: jest.fn(async (_text: string) => undefined),
    currentLocation: jest.fn(() => location),
    reload: jest.fn(),
    login: options.login ?? createH5Login(),
    clearPersonalCaches: jest.fn(async (): Promise<void> => undefined),
  } satisfies Platform;
  return platform;
}

/** A mini-program's WeChat login for store tests: answers `code` (or what a test queues). */
export function fakeLogin(code = 'code-123') {
  const getWeChatCode = jest.fn(async (): Promise<WeChatCodeResult> => ({ kind: 'ok', code }));
  return { canGetWeChatCode: true, getWeChatCode } satisfies LoginPlatform;
}
