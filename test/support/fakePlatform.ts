/** A Platform for store tests: memory storage, the fake server's transport and cookies, mocks. */
import type { Platform } from '@/platform/platform';
import type { CurrentLocation } from '@/platform/location';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { FakeServer } from './fakeServer';

export function createFakePlatform(
  server: FakeServer,
  options: { location?: Partial<CurrentLocation>; storage?: Record<string, unknown> } = {},
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
  } satisfies Platform;
  return platform;
}
