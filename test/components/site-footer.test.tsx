import { act, screen, within } from '@testing-library/react';
import type { DeviceKind } from '@/domain/device';
import { SiteFooter } from '@/components/site-footer';
import { menu } from '../support/fixtures';
import { resetTaro } from '../support/taro';
import { device, loadedStores, renderIn, type ShellSetup } from './shellHelpers';

beforeEach(() => resetTaro());

async function footer(setup: ShellSetup = {}) {
  const stores = await loadedStores(setup);
  const view = renderIn(stores.root, <SiteFooter device={device(setup.kind ?? 'desktop')} />);
  return { ...stores, view };
}

it('menu groups with their links, single items, and the copyright with this year and the store', async () => {
  await footer({
    edit: (i) =>
      (i.appContent.navigation.footerMenu = [
        menu('Help', null, [menu('Contact', 'page/contact'), menu('Orders', 'user/orders')]),
        menu('About', 'page/about'),
      ]),
  });
  const nav = screen.getByRole('navigation', { name: 'Footer menu' });
  expect(within(nav).getByRole('heading', { name: 'Help' })).toBeTruthy();
  expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  expect(screen.getByText(`© ${new Date().getFullYear()} Demo Store`)).toBeTruthy();
});

describe('social block (spec 5)', () => {
  it('shows with at least one account', async () => {
    await footer();
    expect(screen.getByRole('heading', { name: 'Follow Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeTruthy();
  });
  it.each([
    [{}],
    [{ instagram: { pageURL: 'https://instagram.com/x' } }], // instagram needs a userName
    [{ facebook: { userName: 'x' } }], // the others need a pageURL
  ])('hidden for %j', async (social) => {
    await footer({ edit: (i) => (i.systemSettings.social = social) });
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).toBeNull();
  });
});

describe('payment block (spec 5)', () => {
  const allFlags = (i: Parameters<NonNullable<ShellSetup['edit']>>[0]) =>
    Object.assign(i.systemSettings.payment, {
      supportVisa: true,
      supportMasterCard: true,
      supportAmex: true,
      supportPayPal: true,
      supportWeChatPay: true,
      supportAliPay: true,
      supportUnionPay: true,
    });
  it('every supported method as a badge', async () => {
    await footer({ edit: allFlags });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['VISA', 'Mastercard', 'AMEX', 'PayPal', 'WeChat Pay', 'Alipay', 'UnionPay']);
  });
  it('on a Chinese page the Chinese wallets carry their Chinese names; card brands stay as written', async () => {
    await footer({ edit: allFlags, storage: { 'istore.session': { locale: 'zh' } } });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['VISA', 'Mastercard', 'AMEX', 'PayPal', '微信支付', '支付宝', '银联']);
  });
  it("in the payment app's browser only alipay stays", async () => {
    await footer({ kind: 'alipay', edit: allFlags });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alipay']);
  });
  it('hidden without any flag', async () => {
    await footer({
      edit: (i) => Object.assign(i.systemSettings.payment, { supportVisa: false, supportWeChatPay: false }),
    });
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });
});

it('headings follow the language', async () => {
  const { root } = await footer();
  await act(() => root.session.setLocale('zh'));
  expect(screen.getByRole('heading', { name: '关注我们' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '支付方式' })).toBeTruthy();
});

describe('company credit bar (spec 2.5)', () => {
  it.each<[boolean, DeviceKind, string]>([
    [false, 'desktop', 'show'],
    [true, 'desktop', 'hidden'],
    [true, 'mobile', 'margin'],
    [true, 'miniProgram', 'spacer'],
  ])('hidden %s on %s -> %s', async (hidden, kind, mode) => {
    const { view } = await footer({ kind, edit: (i) => (i.systemSettings.appConfig.hideCompanyFooter = hidden) });
    const c = view.container;
    expect(c.querySelector('.site-footer__company') !== null).toBe(mode === 'show');
    expect(c.querySelector('.site-footer__spacer') !== null).toBe(mode === 'spacer');
    expect(c.querySelector('.site-footer--spaced') !== null).toBe(mode === 'margin');
  });
});

// "Footer social block shows only if at least one account is configured": no device condition,
// so the mini-program shows it as the side menu does (its link adapter copies external URLs).
it.each<DeviceKind>(['miniProgram', 'alipay', 'wechat', 'mobile'])(
  'the %s variant has the social block when an account is configured',
  async (kind) => {
    await footer({ kind });
    expect(screen.getByRole('heading', { name: 'Follow Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://instagram.com/demo',
    );
  },
);

it('the mini-program variant has no social block without an account', async () => {
  const { view } = await footer({ kind: 'miniProgram', edit: (i) => (i.systemSettings.social = {}) });
  expect(view.container.querySelector('.site-footer--mp')).not.toBeNull();
  expect(screen.queryByRole('heading', { name: 'Follow Us' })).toBeNull();
});
