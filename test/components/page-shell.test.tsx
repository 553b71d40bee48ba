import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { Text } from '@tarojs/components';
import { PageShell } from '@/components/page-shell';
import { PICKER_OFFERED_KEY } from '@/stores/LocationStore';
import { json } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn, type ShellSetup } from './shellHelpers';

beforeEach(() => resetTaro());

async function shell(setup: ShellSetup = {}) {
  const stores = await loadedStores(setup);
  const view = renderIn(
    stores.root,
    <PageShell>
      <Text>Page content</Text>
    </PageShell>,
  );
  return { ...stores, view };
}

it('puts the page between header and footer, with the store colours made readable', async () => {
  const { view } = await shell();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByText('Page content')).toBeTruthy();
  // the footer comes once the first frame is up (below the fold)
  expect(await screen.findByRole('contentinfo')).toBeTruthy();
  const style = (view.container.querySelector('.page-shell') as HTMLElement).style;
  expect(style.getPropertyValue('--store-primary')).toBe('#0b5cad');
  expect(style.getPropertyValue('--store-on-primary')).toBe('#ffffff');
});

it('the menu toggle opens the side menu; its close button closes it', async () => {
  await shell();
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('the open side menu follows a resize: the store-location name is cut by the new width (spec 5)', async () => {
  const initialWidth = window.innerWidth;
  const setWidth = (px: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  try {
    setWidth(1366);
    await shell({
      storage: { 'istore.session': { location: { id: 'loc-x', name: 'Markham Pacific Mall Flagship Store' } } },
      edit: (i) => (i.systemSettings.appConfig.enableMultiLocationSelection = true),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const button = within(dialog).getByRole('button', { name: /Store: Markham Pacific Mall Flagship Store$/ });
    expect(button.textContent).toBe('Markham Pacific Ma..');
    setWidth(800);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    });
    expect(button.textContent).toBe('Markham Pacif..');
  } finally {
    setWidth(initialWidth);
  }
});

it('the side menu hands over to the language-and-currency modal', async () => {
  await shell();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Language & Currency · CAD' }));
  expect(screen.getByRole('dialog', { name: 'Language & Currency' })).toBeTruthy();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
});

describe('location picker (spec 4)', () => {
  const multi: ShellSetup['edit'] = (i) => (i.systemSettings.appConfig.enableMultiLocationSelection = true);

  it('opens by itself with multi-location on and no location chosen', async () => {
    await shell({ edit: multi });
    expect(screen.getByRole('dialog', { name: 'Choose the Location' })).toBeTruthy();
  });
  it('stays closed when a location is chosen', async () => {
    await shell({ edit: multi, storage: { 'istore.session': { location: { id: 'loc-1', name: 'Downtown' } } } });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Store: Downtown' })[0]);
    expect(screen.getByRole('dialog', { name: 'Choose the Location' })).toBeTruthy();
  });
  it('stays closed with multi-location off', async () => {
    await shell();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('opens by itself once a visit: closed without a choice, the next page does not reopen it; the header link does', async () => {
    const stores = await shell({ edit: multi });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Choose the Location' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // another page (a new shell over the same stores), and a reload (new stores, same storage)
    cleanup();
    renderIn(stores.root, <PageShell>page 2</PageShell>);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const reloaded = await loadedStores({
      edit: multi,
      storage: { [PICKER_OFFERED_KEY]: stores.platform.storage.get(PICKER_OFFERED_KEY) },
    });
    renderIn(reloaded.root, <PageShell>reloaded</PageShell>);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose a store' })[0]);
    expect(screen.getByRole('dialog', { name: 'Choose the Location' })).toBeTruthy();
  });
});

describe('marketplace header (spec 2.4)', () => {
  it('back link with the marketplace name and a share modal', async () => {
    await shell({ kind: 'wechat', storage: { 'istore.session': { marketplace: 'mk1', marketName: 'Night Market' } } });
    const back = screen.getByRole('button', { name: 'Back to Night Market' });
    fireEvent.click(back);
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share · Night Market' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share on WeChat' }));
    expect(screen.getByRole('dialog', { name: 'WeChat' })).toBeTruthy();
  });
  it.each([
    ['wechat', 'above the header'],
    ['miniProgram', 'under the header, which holds the status-bar inset'],
  ] as const)('%s: the bar sits %s', async (kind, _where) => {
    await shell({ kind, storage: { 'istore.session': { marketplace: 'mk1', marketName: 'Night Market' } } });
    const bar = screen.getByRole('button', { name: 'Back to Night Market' });
    const header = screen.getByRole('banner');
    const barFirst = !!(header.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_PRECEDING);
    expect(barFirst).toBe(kind === 'wechat');
  });
  it('absent without a marketplace', async () => {
    await shell();
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });
});

describe('mini-program promo (spec 2.4)', () => {
  const on: ShellSetup['edit'] = (i) => (i.systemSettings.appConfig.enableWeChatMiniProgramPromotion = true);
  it('in the mini-program: a tag that expands into the bar, which opens the promotion page', async () => {
    await shell({ kind: 'miniProgram', edit: on });
    fireEvent.click(screen.getByRole('button', { name: 'WeChat Pay offer' }));
    const bar = screen.getByRole('button', { name: 'Pay online with WeChat Pay for a discount' });
    fireEvent.click(bar);
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/store' });
  });
  it.each(['mobile', 'wechat', 'desktop'] as const)('not in %s', async (kind) => {
    await shell({ kind, edit: on });
    expect(screen.queryByRole('button', { name: 'WeChat Pay offer' })).toBeNull();
  });
});

it('language toggle switches the labels to Chinese', async () => {
  const { root } = await shell();
  await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '中文' })[0]));
  expect(root.session.locale).toBe('zh');
  expect(screen.getAllByRole('link', { name: '登录' }).length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { name: '关注我们' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('zh-CN');
});

describe("under the HTML's first-screen shell (a page the server did not draw)", () => {
  afterEach(() => document.getElementById('sf-shell')?.remove());

  it('lays the page out only once app info has settled, so nothing under the header moves', async () => {
    const shellEl = document.createElement('div');
    shellEl.id = 'sf-shell';
    document.body.appendChild(shellEl);
    const { setupStores } = await import('../stores/helpers');
    const { appInfo } = await import('../support/fixtures');
    const stores = setupStores();
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    stores.server.on('GET', 'common3/appInfoInit', async () => {
      await answered;
      const info = appInfo();
      info.systemSettings.appConfig.enableMultiLocationSelection = true;
      return json(info);
    });
    const started = stores.root.init();
    renderIn(
      stores.root,
      <PageShell>
        <Text>Page content</Text>
      </PageShell>,
    );
    // rendered (its data may load) but not laid out, and no footer under an empty page
    const main = screen.getByRole('main', { hidden: true });
    expect(main.style.display).toBe('none');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // app info answers: the header has its location row, and the page shows under it
    await act(async () => {
      answer();
      await started;
    });
    expect(main.style.display).toBe('');
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Choose the Location|store/i }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('without the shell (the mini-program, or the shell already gone) the page shows while app info loads', async () => {
    const { setupStores } = await import('../stores/helpers');
    const stores = setupStores();
    stores.server.on('GET', 'common3/appInfoInit', () => new Promise(() => undefined));
    void stores.root.init();
    renderIn(
      stores.root,
      <PageShell>
        <Text>Page content</Text>
      </PageShell>,
    );
    expect(screen.getByRole('main').style.display).toBe('');
  });
});
