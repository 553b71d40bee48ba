import { render, screen, act } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Text, View } from '@tarojs/components';
import { StoreProvider, useStores } from '@/stores/context';
import { createRootStore } from '@/stores/createRootStore';
import { json } from '../support/fakeServer';
import { createFakePlatform } from '../support/fakePlatform';
import { createFakeServer } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { setupStores } from './helpers';

const Header = observer(function Header() {
  const { app, session, cart } = useStores();
  return (
    <View className="header" style="color: red">
      <Text>{app.storeName}</Text>
      <Text>{session.t(session.loggedIn ? 'istore_header_my_account' : 'istore_header_sign_in')}</Text>
      <Text>{`cart:${cart.count}`}</Text>
    </View>
  );
});

it('observer components read the stores through useStores and follow their changes', async () => {
  const { root } = setupStores();
  render(
    <StoreProvider store={root}>
      <Header />
    </StoreProvider>,
  );
  expect(screen.getByText('Sign In')).toBeTruthy();
  expect(screen.getByText('cart:0')).toBeTruthy();
  await act(() => root.init());
  expect(screen.getByText('Demo Store')).toBeTruthy();
  expect(screen.getByText('cart:2')).toBeTruthy();
  await act(() => root.session.toggleLanguage());
  expect(screen.getByText('登录')).toBeTruthy();
});

it('useStores outside a provider is a clear error', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(() => render(<Header />)).toThrow('useStores() needs a <StoreProvider> above it');
  } finally {
    spy.mockRestore();
  }
});

it('createRootStore wires the platform transport and cookies into the API client', async () => {
  const server = createFakeServer();
  server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 0, lineItems: {} }));
  const root = createRootStore(createFakePlatform(server));
  await root.init();
  expect(root.app.storeName).toBe('Demo Store');
  expect(server.requests[0].url).toBe('/api/istore/client/common3/appInfoInit');
});

it('failures the client detects itself (no answer, unreadable answer) read in the page language', async () => {
  const server = createFakeServer();
  let cartAnswer: 'ok' | 'drop' | 'garbage' = 'ok';
  server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  server.on('GET', 'common3/changeLocale/zh', () =>
    json({ currentLocale: 'zh', applicationMessage: { messages: {} } }),
  );
  server.on('GET', 'common3/changeLocale/en', () =>
    json({ currentLocale: 'en', applicationMessage: { messages: {} } }),
  );
  server.on('GET', 'shoppingManagement4/myCart', () => {
    if (cartAnswer === 'drop') throw new TypeError('socket hang up');
    return cartAnswer === 'garbage' ? json('not a cart') : json({ itemCount: 0, lineItems: {} });
  });
  const root = createRootStore(createFakePlatform(server));
  await root.init();
  const failure = async () =>
    root.api.cart.myCart().then(
      () => null,
      (e: Error) => e.message,
    );

  cartAnswer = 'drop';
  expect(await failure()).toBe('Network error, please try again');
  await root.session.setLocale('zh');
  expect(await failure()).toBe('网络错误，请重试');
  cartAnswer = 'garbage';
  expect(await failure()).toBe('服务器返回的内容无法读取，请重试');
  await root.session.setLocale('en');
  expect(await failure()).toBe('The server sent an unreadable answer, please try again');
});
