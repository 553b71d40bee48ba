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
