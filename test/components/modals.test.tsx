import { act, fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { LanguageCurrencyModal } from '@/components/language-currency-modal';
import { LocationModal } from '@/components/location-modal';
import { ShareModal } from '@/components/share-modal';
import { WechatShareModal } from '@/components/wechat-share-modal';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn, type ShellSetup } from './shellHelpers';
import { StoreProvider } from '@/stores/context';

beforeEach(() => resetTaro());

describe('language-and-currency modal (spec 2.4, 4)', () => {
  async function modal(setup: ShellSetup = {}) {
    const stores = await loadedStores(setup);
    const onClose = jest.fn();
    renderIn(stores.root, <LanguageCurrencyModal open onClose={onClose} />);
    return { ...stores, onClose };
  }

  it('lists the languages and the currencies (default first), the current ones checked', async () => {
    await modal();
    const dialog = screen.getByRole('dialog', { name: 'Language & Currency' });
    const [languages, currencies] = within(dialog).getAllByRole('radiogroup');
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['English', '中文']);
    expect(
      within(currencies)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['CAD', 'USD', 'CNY']);
    expect(within(currencies).getByRole('radio', { name: 'CAD' }).getAttribute('aria-checked')).toBe('true');
  });

  it('Apply with a new currency fetches exchangeRates/{code}, keeps it and reloads', async () => {
    const { server, platform, root } = await modal();
    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(server.calls('common3/exchangeRates/USD')).toHaveLength(1);
    expect(root.session.currencyCode).toBe('USD');
    expect(platform.reload).toHaveBeenCalledTimes(1);
  });

  it('Apply with a new language changes it on the server and reloads', async () => {
    const { server, platform, root } = await modal();
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(server.calls('common3/changeLocale/zh')).toHaveLength(1);
    expect(root.session.locale).toBe('zh');
    expect(platform.reload).toHaveBeenCalledTimes(1);
  });

  it('Apply without a change just closes', async () => {
    const { platform, onClose } = await modal();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(onClose).toHaveBeenCalled();
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('a refused rate shows the error and keeps the currency', async () => {
    // the fake istore has no rate for EUR: it answers 404
    const { root, platform } = await modal({
      edit: (i) => i.systemSettings.payment.exchangeCurrencies.push({ currencyCode: 'EUR' }),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(screen.getByRole('alert').textContent).toMatch(/No such endpoint/);
    expect(root.session.currencyCode).toBe('CAD');
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('one language: no language choice', async () => {
    await modal({ edit: (i) => (i.systemSettings.appConfig.supportedLanguages = ['en']) });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull();
  });

  it('the × closes it', async () => {
    const { onClose } = await modal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe("location modal 'Choose the Location' (spec 2.4, 4)", () => {
  const multi: ShellSetup['edit'] = (i) => {
    i.systemSettings.appConfig.enableMultiLocationSelection = true;
    i.systemSettings.storeLocations.push({
      id: 'loc-3',
      localStoreName: 'Hidden',
      display: false,
      virtual: false,
      address: { streetNumberAndNameDetails: '3 Side St', city: 'Ottawa', province: 'ON', postCode: 'K1N 1A1' },
    });
  };
  async function modal(setup: ShellSetup = {}) {
    const stores = await loadedStores({ edit: multi, ...setup });
    const onClose = jest.fn();
    renderIn(stores.root, <LocationModal open onClose={onClose} />);
    return { ...stores, onClose };
  }

  it('provinces as tabs, the stores of the active one as cards with name, street and place', async () => {
    await modal();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ON', 'BC']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Downtown1 Main StToronto, ON M5V 1A1']);
    fireEvent.click(tabs[1]);
    expect(within(screen.getByRole('tabpanel')).getByRole('button').textContent).toContain('Vancouver, BC V6B 1A1');
  });

  it('the selected store and its province are highlighted', async () => {
    await modal({ storage: { 'istore.session': { location: { id: 'loc-2', name: 'Harbour' } } } });
    const bc = screen.getByRole('tab', { name: 'BC' });
    expect(bc.getAttribute('aria-selected')).toBe('true');
    const card = within(screen.getByRole('tabpanel')).getByRole('button');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(card.textContent).toContain('Selected');
  });

  it("reopened after browsing another province, it shows the chosen store's province again", async () => {
    const stores = await loadedStores({
      edit: multi,
      storage: { 'istore.session': { location: { id: 'loc-2', name: 'Harbour' } } },
    });
    const view = renderIn(stores.root, <LocationModal open onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'ON' }));
    expect(screen.getByRole('tab', { name: 'ON' }).getAttribute('aria-selected')).toBe('true');
    view.rerender(
      <StoreProvider store={stores.root}>
        <LocationModal open={false} onClose={jest.fn()} />
      </StoreProvider>,
    );
    view.rerender(
      <StoreProvider store={stores.root}>
        <LocationModal open onClose={jest.fn()} />
      </StoreProvider>,
    );
    expect(screen.getByRole('tab', { name: 'BC' }).getAttribute('aria-selected')).toBe('true');
  });

  it('choosing saves it, reloads app info and cart, then reloads the page', async () => {
    const { server, platform, root, onClose } = await modal();
    const before = server.calls('common3/appInfoInit').length;
    await act(async () => fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button')));
    expect(server.calls('common3/setSelectedStoreLocation', 'POST')).toHaveLength(1);
    expect(JSON.parse(server.calls('common3/setSelectedStoreLocation')[0].body!)).toEqual({ locationId: 'loc-1' });
    expect(server.calls('common3/appInfoInit').length).toBe(before + 1);
    expect(root.location.selectedId).toBe('loc-1');
    expect(platform.reload).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('on a checkout page it goes to /checkout/cart?locationChange=true instead', async () => {
    const { platform } = await modal({ location: { path: '/checkout/payment' } });
    await act(async () => fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button')));
    expect(platform.reload).not.toHaveBeenCalled();
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/checkout/cart?locationChange=true' });
  });
});

describe('share modal and WeChat modal', () => {
  it('the share modal has the widget and a Close button with the message-key text', async () => {
    const stores = await loadedStores();
    const onClose = jest.fn();
    renderIn(
      stores.root,
      <ShareModal open onClose={onClose} title="Night Market" url="https://shop.example.com/m" onWechat={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share · Night Market' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closes[closes.length - 1]);
    expect(onClose).toHaveBeenCalled();
  });

  it('the Close text comes from the server message istore_common_close', async () => {
    const stores = await loadedStores({
      edit: (i) => (i.appContent.system.appMessage.applicationMessage.messages.istore_common_close = 'Dismiss'),
    });
    renderIn(stores.root, <ShareModal open onClose={jest.fn()} title="M" onWechat={jest.fn()} />);
    expect(screen.getAllByRole('button', { name: 'Dismiss' }).length).toBeGreaterThan(0);
  });

  it('the WeChat modal says where the share control is and closes', async () => {
    const stores = await loadedStores();
    const onClose = jest.fn();
    const view = renderIn(stores.root, <WechatShareModal open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'WeChat' }).textContent).toContain('at the top right');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    view.rerender(<></>);
  });
});
