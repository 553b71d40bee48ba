import Taro from '@tarojs/taro';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PageShell } from '@/components/page-shell';
import { installNotFoundRedirect } from '@/platform/navigation';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

beforeEach(() => resetTaro());
afterEach(() => window.history.replaceState(null, '', '/'));

/** What the router does with an unknown address: the handler the app installed runs. */
function visitUnknown(path: string) {
  installNotFoundRedirect();
  const handler = (Taro.onPageNotFound as jest.Mock).mock.calls.at(-1)![0] as () => void;
  window.history.replaceState(null, '', path);
  handler();
}

const notice = () => screen.queryByText(/does not exist|页面不存在/);

it('after an unknown address is sent home: the notice once, closable', async () => {
  const stores = await loadedStores();
  visitUnknown('/no/such/page');
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/' });
  renderIn(stores.root, <PageShell>home</PageShell>);
  expect(
    screen.getAllByRole('status').some((s) => s.textContent?.includes('That page does not exist — here is the shop')),
  ).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(notice()).toBeNull();

  // the home page shown again (or another page): no notice
  cleanup();
  renderIn(stores.root, <PageShell>home</PageShell>);
  expect(notice()).toBeNull();
});

it('not on an ordinary visit', async () => {
  const stores = await loadedStores();
  renderIn(stores.root, <PageShell>home</PageShell>);
  expect(notice()).toBeNull();
});

it('not when the root itself is reported (no redirect, no notice)', async () => {
  const stores = await loadedStores();
  visitUnknown('/');
  expect(Taro.redirectTo).not.toHaveBeenCalled();
  renderIn(stores.root, <PageShell>home</PageShell>);
  expect(notice()).toBeNull();
});

it('in the page language', async () => {
  const stores = await loadedStores({ storage: { 'istore.session': { locale: 'zh' } } });
  visitUnknown('/nope/nope');
  renderIn(stores.root, <PageShell>home</PageShell>);
  expect(notice()!.textContent).toBe('该页面不存在——这里是商店首页');
});
