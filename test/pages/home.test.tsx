/**
 * The home page when app info cannot be loaded: an error with Try again, not a bare
 * message with no way forward; trying again (the server answering now) shows the store.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import { HOME_BLOCKS_WAIT_MS } from '@/domain/homeSections';
import { apiError, json, type FakeServer } from '../support/fakeServer';
import { wireProducts } from '../support/catalogue';
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

/** The home page's reads, each answered when the test says (featured and clearance apart). */
function heldHome(server: FakeServer) {
  const waiting = new Map<string, () => void>();
  const hold = (name: string, body: unknown) =>
    new Promise<ReturnType<typeof json>>((resolve) => waiting.set(name, () => resolve(json(body))));
  server.on('GET', 'common3/appInfoInit', () => json(appInfo()));
  server.on('GET', 'common3/sectionTemplateByType/home', () =>
    hold('sections', {
      type: 'home',
      sections: ['hero', 'categoryTiles', 'featured', 'clearance'].map((kind) => ({ id: kind, kind, title: '' })),
    }),
  );
  server.on('GET', 'common3/pageContent', () =>
    hold('content', { pageName: 'home', title: 'Welcome', body: '<p>Hi.</p>' }),
  );
  server.on('GET', 'productManagement/categories/all', () =>
    hold('categories', [{ name: 'tea', displayName: 'Tea', productCount: 3, children: [] }]),
  );
  server.on('GET', 'productManagement2/products', (req) =>
    req.query.get('clearance') === 'true' ? hold('clearance', wireProducts(2, 11)) : hold('featured', wireProducts(2)),
  );
  return async (name: string) => {
    const answer = waiting.get(name);
    if (!answer) throw new Error(`nothing asked for ${name}`);
    await act(async () => answer());
    await settle();
  };
}

/** The home page on a phone, its reads held (see heldHome). */
async function homeWithHeldReads() {
  window.history.pushState({}, '', '/');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  const release = heldHome(stores.server);
  await act(() => stores.root.init());
  const { container } = renderIn(stores.root, <HomePage />);
  return { release, container };
}

/** Every skeleton the page ever showed, counted as they are added. */
function skeletonsSeen(root: HTMLElement) {
  const seen = { n: 0 };
  const observer = new MutationObserver((records) => {
    for (const r of records)
      r.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && (node.matches('.skeleton-card') || node.querySelector('.skeleton-card')))
          seen.n++;
      });
  });
  observer.observe(root, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

it('answers that come close together show under the hero together: no skeleton flashes in between', async () => {
  const { release, container } = await homeWithHeldReads();
  const skeletons = skeletonsSeen(container);
  await settle();
  for (const read of ['sections', 'content', 'categories', 'featured']) {
    await release(read);
    // the hero's words are in, the clearance strip's list is not: nothing under the hero yet
    expect(screen.queryByText('Tea')).toBeNull();
  }
  await release('clearance');
  expect(screen.getByText('Tea')).toBeTruthy();
  expect(screen.getByText('Product 1')).toBeTruthy();
  expect(screen.getByText('Product 11')).toBeTruthy();
  skeletons.stop();
  expect(skeletons.seen.n).toBe(0);
});

it('a slow list: after the wait the others show, and the slow strip holds skeletons until it comes', async () => {
  const { release } = await homeWithHeldReads();
  await settle();
  for (const read of ['sections', 'content', 'categories', 'featured']) await release(read);
  expect(screen.queryByText('Product 1')).toBeNull();
  await act(() => new Promise((r) => setTimeout(r, HOME_BLOCKS_WAIT_MS + 50)));
  expect(screen.getByText('Tea')).toBeTruthy();
  expect(screen.getByText('Product 1')).toBeTruthy();
  const clearance = screen.getByRole('heading', { name: 'Clearance' }).closest('[role=region]') as HTMLElement;
  expect(clearance.querySelectorAll('.skeleton-card').length).toBeGreaterThan(0);
  await release('clearance');
  expect(clearance.querySelector('.skeleton-card')).toBeNull();
  expect(within(clearance).getByText('Product 11')).toBeTruthy();
});
