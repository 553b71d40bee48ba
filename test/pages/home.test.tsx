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

it("the hero's picture comes with the hero's words, never above the lines that stand for them (no shift when they arrive)", async () => {
  window.history.pushState({}, '', '/');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  stores.server.on('GET', 'common3/sectionTemplateByType/home', () =>
    json({
      sections: [
        {
          id: 'hero',
          kind: 'hero',
          title: '',
          imageURL: '/media/hero.svg',
          width: 1200,
          height: 480,
          alt: 'Fruit and tea',
        },
      ],
    }),
  );
  let answer: (r: ReturnType<typeof json>) => void = () => undefined;
  stores.server.on('GET', 'common3/pageContent', () => new Promise((resolve) => (answer = resolve)));
  await act(() => stores.root.init());
  const { container } = renderIn(stores.root, <HomePage />);
  await settle();
  // the blocks are in, the words are not: lines in their place and no picture under them yet
  expect(container.querySelector('.home__pending')).not.toBeNull();
  expect(container.querySelector('img.home__hero-img')).toBeNull();
  await act(async () =>
    answer(json({ pageName: 'home', title: 'Fresh from farm and tea garden', body: '<p>Seasonal fruit.</p>' })),
  );
  await settle();
  expect(container.querySelector('.home__pending')).toBeNull();
  expect(screen.getByText('Seasonal fruit.')).toBeTruthy();
  expect(container.querySelector('img.home__hero-img')?.getAttribute('src')).toMatch(/\/media\/hero\.svg$/);
});
