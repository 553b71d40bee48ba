/**
 * A chunk gone after a deployment reloads the page once; the guard (domain/app-update) keeps a
 * chunk that keeps failing from reloading again and again.
 */
const chunkError = () => Object.assign(new Error('Loading chunk 2031 failed.'), { name: 'ChunkLoadError' });

jest.mock('@/platform/reload', () => ({ reloadRestartsApp: true, reload: jest.fn() }));

/** The module as a page loads it (its own state), and the reload it asks for. */
function freshModule() {
  let mod!: typeof import('@/platform/chunk-recovery');
  let reload!: jest.Mock;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import('@/platform/chunk-recovery')>('@/platform/chunk-recovery');
    reload = jest.requireMock<{ reload: jest.Mock }>('@/platform/reload').reload;
  });
  return { ...mod, reload };
}

beforeEach(() => sessionStorage.clear());

it('a missing chunk reloads the page once; another error is not its business', () => {
  const { recoverFromChunkError, reload } = freshModule();
  expect(recoverFromChunkError(new Error('network down'), 1_000_000)).toBe(false);
  expect(recoverFromChunkError(chunkError(), 1_000_000)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem('sf-chunk-reload-at')).toBe('1000000');
});

it('a second missing chunk while that reload is under way waits for it: one reload, no error', () => {
  const { recoverFromChunkError, reload } = freshModule();
  expect(recoverFromChunkError(chunkError(), 1_000_000)).toBe(true);
  expect(recoverFromChunkError(chunkError(), 1_000_050)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('the page that reloaded finding the chunk still missing shows the error instead of reloading again', () => {
  sessionStorage.setItem('sf-chunk-reload-at', '1000000');
  const { recoverFromChunkError, reload } = freshModule(); // the new page
  expect(recoverFromChunkError(chunkError(), 1_005_000)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

describe("webpack's chunk loader, wrapped", () => {
  const w = globalThis as { __webpack_require__?: { e: (id: string) => Promise<unknown> } };
  afterEach(() => delete w.__webpack_require__);

  it('a chunk missing for the screen the shopper asked for reloads the page (the answer never comes)', async () => {
    w.__webpack_require__ = { e: () => Promise.reject(chunkError()) };
    const { installChunkRecovery, reload } = freshModule();
    installChunkRecovery();
    let settled = false;
    void w.__webpack_require__.e('2031').finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });
});
