import * as React from 'react';

/**
 * A module as the H5 build has it (`process.env.TARO_ENV === 'h5'`: its lazy chunks), with the
 * given modules mocked. Its lazy imports load later, from the shared registry: it starts afresh,
 * and the test's own React is the one every module gets (another copy would break hooks).
 */
export function loadAsH5<T>(modulePath: string, mocks: Record<string, () => unknown>): T {
  jest.resetModules();
  let loaded!: T;
  const env = process.env.TARO_ENV;
  process.env.TARO_ENV = 'h5';
  try {
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      for (const [name, factory] of Object.entries(mocks)) jest.doMock(name, factory);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, inside isolateModules
      loaded = require(modulePath) as T;
    });
  } finally {
    process.env.TARO_ENV = env;
  }
  return loaded;
}
