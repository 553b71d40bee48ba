import { fireEvent, screen, within } from '@testing-library/react';
import { SideMenu } from '@/components/side-menu';
import { menu } from '../support/fixtures';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn, type ShellSetup } from './shellHelpers';

beforeEach(() => resetTaro());

const sideMenu = [
  menu('Home', 'home'),
  menu('Shop', null, [menu('Fruit', 'products/fruit'), menu('Tea', 'products/tea')]),
  menu('Discover', null, [menu('Organic', 'tag/organic')]),
  menu('Weekly Flyer', null),
];

async function open(setup: ShellSetup & { width?: number } = {}) {
  const stores = await loadedStores({
    ...setup,
    edit: (i) => {
      i.appContent.navigation.sideMenu = sideMenu;
      setup.edit?.(i);
    },
  });
  const handlers = { onClose: jest.fn(), onOpenLanguageCurrency: jest.fn(), onOpenLocation: jest.fn() };
  const view = renderIn(stores.root, <SideMenu open {...handlers} width={setup.width ?? window.innerWidth} />);
  return { ...stores, ...handlers, view };
}

it('is a modal dialog with a close button', async () => {
  const { onClose } = await open();
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('renders nothing while closed', async () => {
  const stores = await loadedStores();
  renderIn(
    stores.root,
    <SideMenu
      open={false}
      onClose={jest.fn()}
      onOpenLanguageCurrency={jest.fn()}
      onOpenLocation={jest.fn()}
      width={390}
    />,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('Escape closes it and focus moves into it (H5)', async () => {
  const { onClose } = await open();
  const dialog = screen.getByRole('dialog');
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

it('one sub-menu open at a time, with + / - markers', async () => {
  await open();
  const shop = screen.getByRole('button', { name: /Shop/ });
  const discover = screen.getByRole('button', { name: /Discover/ });
  const marker = (b: HTMLElement) => b.querySelector('[data-marker]')!.getAttribute('data-marker');
  expect(marker(shop)).toBe('+');
  expect(screen.queryByRole('link', { name: 'Fruit' })).toBeNull();

  fireEvent.click(shop);
  expect(shop.getAttribute('aria-expanded')).toBe('true');
  expect(marker(shop)).toBe('-');
  expect(screen.getByRole('link', { name: 'Fruit' }).getAttribute('href')).toBe('/store/productlist?cat=fruit');

  fireEvent.click(discover);
  expect(shop.getAttribute('aria-expanded')).toBe('false');
  expect(discover.getAttribute('aria-expanded')).toBe('true');
  expect(screen.queryByRole('link', { name: 'Fruit' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Organic' })).toBeTruthy();

  fireEvent.click(discover);
  expect(discover.getAttribute('aria-expanded')).toBe('false');
  expect(marker(discover)).toBe('+');
});

it('a followed link or an item without a link closes the menu', async () => {
  const { onClose } = await open();
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByText('Weekly Flyer'));
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('has the account link, the language/currency entry and social icons', async () => {
  const { onOpenLanguageCurrency } = await open();
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account/login');
  expect(screen.getByRole('button', { name: '中文' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Language & Currency · CAD' }));
  expect(onOpenLanguageCurrency).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeTruthy();
});

it.each([
  [false, true],
  [true, false],
])("'powered by' with hideCompanyFooter %s: shown %s", async (hidden, shown) => {
  await open({ edit: (i) => (i.systemSettings.appConfig.hideCompanyFooter = hidden) });
  expect(screen.queryByText(/Powered by/) !== null).toBe(shown);
});

it('store location entry when multi-location is on', async () => {
  const { onOpenLocation } = await open({
    edit: (i) => (i.systemSettings.appConfig.enableMultiLocationSelection = true),
  });
  fireEvent.click(screen.getByRole('button', { name: /Choose a store/ }));
  expect(onOpenLocation).toHaveBeenCalled();
});

describe('store location name cut by width as in the header (spec 5)', () => {
  const withLocation = (name: string, width: number) => ({
    width,
    storage: { 'istore.session': { location: { id: 'loc-x', name } } },
    edit: (i: Parameters<NonNullable<ShellSetup['edit']>>[0]) =>
      (i.systemSettings.appConfig.enableMultiLocationSelection = true),
  });
  // "under 1024 wide, cut to 13 characters plus '..' if longer than 15; otherwise cut to 18 plus '..' if longer than 20"
  it.each([
    [800, 'Markham Pacific Mall Flagship Store', 'Markham Pacif..'],
    [800, 'Markham Pacific', 'Markham Pacific'],
    [800, 'Markham Pacific!', 'Markham Pacif..'],
    [1023, 'Markham Pacific Mall Flagship Store', 'Markham Pacif..'],
    [1024, 'Markham Pacific Mall Flagship Store', 'Markham Pacific Ma..'],
    [1366, 'Markham Pacific Mall', 'Markham Pacific Mall'],
    [1366, 'Markham Pacific Mall!', 'Markham Pacific Ma..'],
  ])(
    '%i px wide: %j shows %j, the full name is in its accessible name, after the shown words',
    async (px, name, shown) => {
      const { onOpenLocation } = await open(withLocation(name, px));
      // WCAG 2.5.3 (label in name): a cut name leads with the words shown
      const cut = shown.endsWith('..') ? `${shown.slice(0, -2)}, ` : '';
      const button = screen.getByRole('button', { name: `${cut}Store: ${name}` });
      expect(button.textContent).toBe(shown);
      fireEvent.click(button);
      expect(onOpenLocation).toHaveBeenCalled();
    },
  );
});
