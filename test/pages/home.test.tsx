/**
 * The home page when app info cannot be loaded (issue 16): an error with Try again, not a bare
 * message with no way forward; trying again (the server answering now) shows the store.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import { apiError, json } from '../support/fakeServer';
import { appInfo } from '../support/fixtures';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  });

it('app info fails: an error with Try again, which loads the store', async () => {
  window.history.pushState({}, '', '/');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'common3/appInfoInit', () => apiError(500, 'Injected server error'));
  await act(() => stores.root.init());
  renderIn(stores.root, <HomePage />);
  await settle();
  const alert = screen.getByText('Injected server error').closest('[role=alert]') as HTMLElement;
  expect(alert).toBeTruthy();
  stores.server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  await act(async () => {
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  });
  await settle();
  expect(screen.queryByText('Injected server error')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(appInfo().appContent.storeName);
});
