import { screen } from '@testing-library/react';
import { FooterTabs } from '@/components/footer-tabs';
import { menu } from '../support/fixtures';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

beforeEach(() => resetTaro());

const tabs = [
  { ...menu('Home', 'home'), icon: 'home' },
  { ...menu('Shop', 'productlist?cat=all'), icon: 'shopping-bag' },
  { ...menu('Cart', 'checkout/cart'), icon: 'shopping-cart' },
  { ...menu('Account', 'user/list'), icon: 'user' },
  { ...menu('Hotline', null), icon: 'phone' },
];

async function tabBar(path: string, edit = (_: unknown) => undefined) {
  const stores = await loadedStores({
    edit: (i) => {
      i.appContent.navigation.footerTabs = tabs;
      edit(i);
    },
  });
  return renderIn(stores.root, <FooterTabs path={path} />);
}

const active = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

it.each([
  ['/', ['Home']],
  ['/home', ['Home']],
  ['/store/productlist?cat=tea', ['Shop']],
  ['/store', ['Shop']],
  ['/store/clearance', []],
  ['/store/search?searchStr=tea', []],
  ['/checkout/cart', ['Cart 2']], // the name, then the badge (label in name: 'Cart, 2 items' reads them so)
  ['/user/orders', ['Account']],
  ['/account/login', ['Account']],
  ['/about', []],
])('at %s the active tab is %j', async (path, expected) => {
  await tabBar(path);
  expect(active()).toEqual(expected);
});

it('links are mapped (productlist? -> product list with cat) and the cart tab has the badge', async () => {
  await tabBar('/');
  expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/store/productlist?cat=all');
  const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
  expect(cart.getAttribute('href')).toBe('/checkout/cart');
  expect(cart.textContent).toContain('2');
});

it('a tab without a link is a plain label', async () => {
  await tabBar('/');
  expect(screen.getByText('Hotline').closest('a')).toBeNull();
});

it.each([
  ['/store/productlist?cat=all', true],
  ['/store', false],
])('stacks higher on %s: %s', async (path, raised) => {
  const view = await tabBar(path);
  expect(view.container.querySelector('.footer-tabs--raised') !== null).toBe(raised);
});

it('not shown without tabs', async () => {
  const stores = await loadedStores({ edit: (i) => (i.appContent.navigation.footerTabs = []) });
  renderIn(stores.root, <FooterTabs path="/" />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
