/**
 * The shell's overlays on H5 come in a chunk of their own, fetched ahead a moment after start-up.
 * Once it is in, a tap on the menu draws the menu in the commit of the tap itself: React.lazy
 * suspended once more on the first opening even with the chunk loaded, so the tap's frame showed
 * nothing and the menu came a render later, after the frame that answers the tap (what a
 * shopper waits for, and what INP does not see). And opening one overlay works out only that one.
 */
import * as React from 'react';
import * as mobx from 'mobx';
import * as mobxReact from 'mobx-react-lite';
import * as Taro from '@tarojs/taro';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Text } from '@tarojs/components';
import * as storesContext from '@/stores/context';
import { componentRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

const target = process.env.TARO_ENV;
beforeEach(() => {
  process.env.TARO_ENV = 'h5';
  resetTaro();
  componentRenders.ShareModal = componentRenders.LanguageCurrencyModal = 0;
});
afterEach(() => {
  cleanup();
  process.env.TARO_ENV = target;
  jest.useRealTimers();
});

/** PageShell as the H5 build has it (the overlays a lazy chunk), sharing this test's stores. */
// (its effects read the target too, as the build has it written out: H5 for the whole test)
function h5PageShell(): typeof import('@/components/page-shell').PageShell {
  let shell!: typeof import('@/components/page-shell');
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('mobx', () => mobx);
    jest.doMock('mobx-react-lite', () => mobxReact);
    jest.doMock('@tarojs/taro', () => Taro);
    jest.doMock('@/stores/context', () => storesContext);
    for (const [path, name] of [
      ['@/components/share-modal', 'ShareModal'],
      ['@/components/language-currency-modal', 'LanguageCurrencyModal'],
    ])
      jest.doMock(path, () =>
        jest
          .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
          .countingComponent(path, name),
      );
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, inside isolateModules
    shell = require('@/components/page-shell') as typeof shell;
  });
  return shell.PageShell;
}

it('with the overlays chunk in, the menu is there right after the tap, and no other overlay is worked out', async () => {
  const PageShell = h5PageShell();
  const { root } = await loadedStores();
  jest.useFakeTimers();
  renderIn(
    root,
    <PageShell>
      <Text>page</Text>
    </PageShell>,
  );
  // the chunk is fetched ahead a few seconds after start-up
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(screen.queryByRole('dialog')).toBeNull();

  // no promise, no timer between the tap and the look: what the tap's own commit drew
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  expect(componentRenders.ShareModal).toBe(0);
  expect(componentRenders.LanguageCurrencyModal).toBe(0);
});
