import { act, fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { SiteHeader, type SiteHeaderProps } from '@/components/site-header';
import * as viewport from '@/platform/viewport';
import { menu } from '../support/fixtures';
import { resetTaro } from '../support/taro';
import { device, loadedStores, renderIn, SIGNED_IN, type ShellSetup } from './shellHelpers';

beforeEach(() => resetTaro());

async function header(setup: ShellSetup = {}, props: Partial<SiteHeaderProps> = {}) {
  const stores = await loadedStores(setup);
  const handlers = { onOpenMenu: jest.fn(), onOpenLanguageCurrency: jest.fn(), onOpenLocation: jest.fn() };
  const view = renderIn(
    stores.root,
    <SiteHeader device={device(setup.kind ?? 'desktop')} width={1366} menuOpen={false} {...handlers} {...props} />,
  );
  return { ...stores, ...handlers, view };
}

describe('account link by login state (spec 2.4)', () => {
  it('Sign In to /account/login when nobody is signed in', async () => {
    await header();
    const links = screen.getAllByRole('link', { name: 'Sign In' });
    expect(links[0].getAttribute('href')).toBe('/account/login');
  });
  it('My Account to /user/list for a signed-in shopper', async () => {
    await header({ info: SIGNED_IN });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'My Account' })[0].getAttribute('href')).toBe('/user/list');
  });
});

describe('cart icon only with checkout enabled', () => {
  it('shows the cart with its line-item count', async () => {
    await header();
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/checkout/cart');
    expect(cart.textContent).toContain('2');
  });
  it('no cart when checkout is off', async () => {
    await header({ edit: (i) => (i.systemSettings.appConfig.enableCheckout = false) });
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
  });
});

describe('visibility by device kind and headerControl (spec 4)', () => {
  it.each([
    ['mobile', { notDisplayheaderInMobile: true }, false],
    ['desktop', { notDisplayheaderInMobile: true }, true],
    ['desktop', { notDisplayheaderInDesktop: true }, false],
    ['miniProgram', { notDisplayheaderInMP: true }, false],
    ['alipay', { notDisplayheaderInAli: true }, false],
    ['mobile', {}, true],
  ] as const)('%s with %j -> shown %s', async (kind, hc, shown) => {
    await header({ kind, edit: (i) => (i.appContent.headerControl = hc) });
    expect(screen.queryByRole('banner') !== null).toBe(shown);
  });
});

describe('hidden header: content kept clear of the status bar and the capsule', () => {
  // navigationStyle custom: with the header gone, only a spacer keeps the page from starting
  // under the mini-program's status bar and WeChat's capsule.
  afterEach(() => jest.restoreAllMocks());
  const spacer = (c: HTMLElement) => c.querySelector<HTMLElement>('.site-header-spacer');

  it('mini-program, notDisplayheaderInMP: a spacer as high as status bar + capsule row', async () => {
    jest.spyOn(viewport, 'headerInsets').mockReturnValue({ top: 48, right: 104, rowHeight: 40 });
    const { view } = await header({
      kind: 'miniProgram',
      edit: (i) => (i.appContent.headerControl = { notDisplayheaderInMP: true }),
    });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(spacer(view.container)?.style.height).toBe('88px');
    expect(spacer(view.container)?.getAttribute('aria-hidden')).toBe('true');
  });

  it('H5 (the browser draws its own chrome, adapter gives 0): nothing at all', async () => {
    expect(viewport.headerInsets()).toEqual({ top: 0, right: 0, rowHeight: 0 });
    const { view } = await header({
      kind: 'mobile',
      edit: (i) => (i.appContent.headerControl = { notDisplayheaderInMobile: true }),
    });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(view.container.innerHTML).toBe('');
  });

  it('a shown header needs no spacer (it sits under the status bar itself)', async () => {
    jest.spyOn(viewport, 'headerInsets').mockReturnValue({ top: 48, right: 104, rowHeight: 40 });
    const { view } = await header({ kind: 'miniProgram' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(spacer(view.container)).toBeNull();
  });
});

describe('language control (spec 2.4, 5)', () => {
  it('the toggle is named by the other language and switches to it', async () => {
    const { server, platform } = await header();
    const toggle = screen.getByRole('button', { name: '中文' });
    await act(async () => fireEvent.click(toggle));
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(1);
    expect(platform.reload).toHaveBeenCalled();
  });
  it('with currencies, a currency button opens the language-and-currency modal', async () => {
    const { onOpenLanguageCurrency } = await header();
    fireEvent.click(screen.getByRole('button', { name: 'Currency: CAD' }));
    expect(onOpenLanguageCurrency).toHaveBeenCalled();
  });
  it('without currencies only the toggle', async () => {
    await header({ edit: (i) => (i.systemSettings.payment.exchangeCurrencies = []) });
    expect(screen.getByRole('button', { name: '中文' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
  });
  it('one language and no currencies: no control', async () => {
    await header({
      edit: (i) => {
        i.systemSettings.payment.exchangeCurrencies = [];
        i.systemSettings.appConfig.supportedLanguages = ['en'];
      },
    });
    expect(screen.queryByRole('button', { name: '中文' })).toBeNull();
  });
});

describe('search (spec 2.4, 5)', () => {
  it('empty text does not search; text goes to /store/search?searchStr=...', async () => {
    await header();
    const box = screen.getAllByRole('search')[0];
    const submit = within(box).getByRole('button', { name: 'Search' });
    fireEvent.click(submit);
    expect(Taro.navigateTo).not.toHaveBeenCalled();
    const input = within(box).getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(Taro.navigateTo).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'green tea' } });
    fireEvent.click(submit);
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/store/search?searchStr=green%20tea' });
  });
  it('the mobile search icon opens a search row', async () => {
    await header({ kind: 'mobile' });
    const icon = screen.getByRole('button', { name: 'Search products' });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    fireEvent.click(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });
});

describe('menu bar (spec 2.3, 2.4, 5)', () => {
  const fifteen = Array.from({ length: 15 }, (_, i) => menu(`Cat ${i}`, `products/c${i}`));
  const items = [
    menu('Home', 'home'),
    menu('Shop', null, fifteen),
    menu('Few', null, fifteen.slice(0, 3)),
    menu('Flyer', null),
    { ...menu('Recipes', 'https://example.com/recipes'), linkActionType: 'EXTERNAL_LINK' as const },
    menu('Evil', 'javascript:alert(1)'),
    menu('About', 'page/about'),
  ];
  const setup: ShellSetup = { edit: (i) => (i.appContent.navigation.headerMenu = items) };

  it('maps links, opens external ones in a new tab and never follows script links', async () => {
    await header(setup);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    const external = within(nav).getByRole('link', { name: 'Recipes (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(within(nav).queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(within(nav).getByText('Evil').tagName).toBe('SPAN');
    expect(within(nav).queryByRole('link', { name: 'Flyer' })).toBeNull();
  });

  it('a sub-menu parent is a button; more than 12 entries get the wide dropdown', async () => {
    const { view } = await header(setup);
    const shop = screen.getByRole('button', { name: 'Shop' });
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(shop);
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    const panel = view.container.querySelector(`#${shop.getAttribute('aria-controls')}`)!;
    expect(panel.className).toContain('site-header__submenu--wide');
    expect(
      within(panel as HTMLElement)
        .getByRole('link', { name: 'Cat 0' })
        .getAttribute('href'),
    ).toBe('/store/productlist?cat=c0');
    const few = screen.getByRole('button', { name: 'Few' });
    fireEvent.click(few);
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    expect(view.container.querySelector(`#${few.getAttribute('aria-controls')}`)!.className).not.toContain('--wide');
  });

  it('more than 10 items make a long header', async () => {
    const { view } = await header({
      edit: (i) => (i.appContent.navigation.headerMenu = Array.from({ length: 11 }, (_, n) => menu(`M${n}`, 'home'))),
    });
    expect(view.container.querySelector('.site-header--long')).not.toBeNull();
  });
});

describe('store location link', () => {
  it('shows with multi-location on, opening the modal; the name is cut by width', async () => {
    const { onOpenLocation } = await header(
      {
        storage: { 'istore.session': { location: { id: 'loc-x', name: 'Markham Pacific Mall Flagship Store' } } },
        edit: (i) => (i.systemSettings.appConfig.enableMultiLocationSelection = true),
      },
      { width: 800 },
    );
    // the name starts with the visible (cut) words, then the full name (WCAG 2.5.3, label in name)
    const button = screen.getAllByRole('button', {
      name: 'Markham Pacif, Store: Markham Pacific Mall Flagship Store',
    })[0];
    expect(button.textContent).toContain('Markham Pacif..'); // under 1024 px: 13 characters + '..'
    fireEvent.click(button);
    expect(onOpenLocation).toHaveBeenCalled();
  });
  it('hidden when multi-location is off', async () => {
    await header();
    expect(screen.queryByRole('button', { name: /Store|Choose a store/ })).toBeNull();
  });
});

it('the menu toggle opens the side menu; social icons link out', async () => {
  const { onOpenMenu } = await header({ kind: 'mobile' });
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(onOpenMenu).toHaveBeenCalled();
  const insta = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
  expect(insta.getAttribute('href')).toBe('https://instagram.com/demo');
});
