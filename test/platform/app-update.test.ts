/**
 * The H5 update watcher (platform/app-update.ts) against a stand-in service worker registration:
 * a page that has just reloaded for a missing chunk (a deployment found under it) asks for the new
 * worker at once; an ordinary start leaves it to the browser's own check.
 */
const NOW = 1_800_000_000_000;

interface FakeRegistration {
  waiting: null;
  installing: null;
  active: object;
  update: jest.Mock;
  addEventListener: jest.Mock;
}

function startWith(chunkReloadAt: number | null): FakeRegistration {
  sessionStorage.clear();
  if (chunkReloadAt !== null) sessionStorage.setItem('sf-chunk-reload-at', String(chunkReloadAt));
  const reg: FakeRegistration = {
    waiting: null,
    installing: null,
    active: {},
    update: jest.fn(() => Promise.resolve()),
    addEventListener: jest.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(reg), controller: {}, addEventListener: jest.fn() },
  });
  jest.isolateModules(() => {
    jest
      .requireActual<typeof import('@/platform/app-update')>('@/platform/app-update')
      .onUpdateWaiting(() => undefined);
  });
  return reg;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

it.each<[string, number | null, number]>([
  ['reloaded for a missing chunk a second ago: asks at once', NOW - 1_000, 1],
  ['reloaded 30 s ago or more: leaves it to the browser', NOW - 30_000, 0],
  ['an ordinary start: leaves it to the browser', null, 0],
])('%s', async (_label, reloadedAt, updates) => {
  const reg = startWith(reloadedAt);
  await Promise.resolve();
  await Promise.resolve();
  expect(reg.update).toHaveBeenCalledTimes(updates);
  // and it still listens for the new worker either way
  expect(reg.addEventListener).toHaveBeenCalledWith('updatefound', expect.any(Function));
});
