/**
 * Boot work: each answer at start-up re-renders only what it changes. A first visit to
 * `/` rendered 1,366 components in ~19 commits for a page of ~450 elements: the page and the whole
 * shell again with every answer, the header for an empty cart answering, separate commits for
 * state that changed nothing on screen. Counted here through counting stand-ins of the parts.
 */
import { Profiler, type ReactNode } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import { LocationModal } from '@/components/location-modal';
import { PageShell } from '@/components/page-shell';
import { SiteHeader } from '@/components/site-header';
import { StoreProvider } from '@/stores/context';
import { json, type FakeServer } from '../support/fakeServer';
import { wireProducts } from '../support/catalogue';
import { componentRenders, headerRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, loadedStores, multiLocationStores, renderIn } from './shellHelpers';

// the shell as a page renders it; the skip link (a shell render renders it); the header's renders
jest.mock('@/components/page-shell', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/components/page-shell', 'PageShell'),
);
jest.mock('@/platform/skip-link', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/platform/skip-link', 'SkipLink'),
);
jest.mock('@/domain/header', () =>
  jest.requireActual<typeof import('../support/renderCounts')>('../support/renderCounts').countingHeaderDomain(),
);

beforeEach(() => {
  resetTaro();
  componentRenders.PageShell = componentRenders.SkipLink = 0;
});
afterEach(cleanup);

const settle = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  });

/** Routes whose answers wait until `release(path)`: the answers then come one at a time. */
function held(server: FakeServer, routes: Record<string, () => unknown>) {
  const waiting = new Map<string, (() => void)[]>();
  for (const [path, body] of Object.entries(routes)) {
    server.on(
      'GET',
      path,
      () => new Promise((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), () => resolve(json(body()))])),
    );
  }
  /** Answers the calls waiting on `path`, one at a time. */
  return async (path: string) => {
    for (;;) {
      await settle();
      const next = waiting.get(path)?.shift();
      if (!next) return;
      await act(async () => next());
    }
  };
}

it('the home page: its data answering re-renders the blocks it fills, not the page and the shell around it', async () => {
  window.history.pushState({}, '', '/');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  await act(() => stores.root.init());
  const release = held(stores.server, {
    'common3/sectionTemplateByType/home': () => ({
      type: 'home',
      sections: ['hero', 'categoryTiles', 'featured', 'clearance'].map((kind) => ({ id: kind, kind, title: '' })),
    }),
    'common3/pageContent': () => ({ pageName: 'home', title: 'Welcome', body: '<p>Seasonal fruit.</p>' }),
    'productManagement/categories/all': () => [{ name: 'tea', displayName: 'Tea', productCount: 3, children: [] }],
    'productManagement2/products': () => wireProducts(4),
  });
  renderIn(stores.root, <HomePage />);
  expect(componentRenders.PageShell).toBe(1);
  const shellRenders = componentRenders.SkipLink;
  for (const path of [
    'common3/sectionTemplateByType/home',
    'common3/pageContent',
    'productManagement/categories/all',
    'productManagement2/products',
  ]) {
    await release(path);
  }
  expect(screen.getByText('Seasonal fruit.')).toBeTruthy();
  expect(screen.getByText('Tea')).toBeTruthy();
  expect(screen.getAllByText('Product 1')).toHaveLength(2);
  expect(componentRenders.PageShell).toBe(1);
  expect(componentRenders.SkipLink - shellRenders).toBe(0);
});

function commitsOf(ui: ReactNode) {
  const commits = { n: 0 };
  return {
    commits,
    ui: (
      <Profiler id="counted" onRender={() => commits.n++}>
        {ui}
      </Profiler>
    ),
  };
}

it("an empty cart's first answer takes no commit in the header (its count is unchanged, and not news)", async () => {
  const stores = setupStores();
  stores.server.on('GET', 'shoppingManagement4/myCart', () => json({ itemCount: 0, lineItems: {} }));
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  await act(() => stores.root.app.load());
  const header = commitsOf(
    <SiteHeader
      device={device('mobile')}
      width={375}
      menuOpen={false}
      onOpenMenu={() => undefined}
      onOpenLanguageCurrency={() => undefined}
      onOpenLocation={() => undefined}
    />,
  );
  renderIn(stores.root, header.ui);
  const before = { commits: header.commits.n, header: headerRenders.count };
  await act(() => stores.root.cart.fetch());
  expect(stores.root.cart.loaded).toBe(true);
  expect(header.commits.n - before.commits).toBe(0);
  expect(headerRenders.count - before.header).toBe(0);
});

it('the location picker closes in one commit (its reset does not take a commit of its own)', async () => {
  const { root } = await loadedStores();
  const modal = (open: boolean) => commitsOf(<LocationModal open={open} onClose={() => undefined} />);
  const view = renderIn(root, modal(true).ui);
  // the shopper looked at another province, then closed the picker: it opens next on the chosen one
  fireEvent.click(screen.getByRole('tab', { name: 'BC' }));
  const closed = modal(false);
  await act(async () => view.rerender(<StoreProvider store={root}>{closed.ui}</StoreProvider>));
  await settle();
  expect(closed.commits.n).toBe(1);
  const reopened = modal(true);
  await act(async () => view.rerender(<StoreProvider store={root}>{reopened.ui}</StoreProvider>));
  expect(screen.getByRole('tab', { name: 'ON' }).getAttribute('aria-selected')).toBe('true');
});

it('the picker opening by itself takes one render of the shell, not one more for marking it offered', async () => {
  const stores = multiLocationStores();
  renderIn(stores.root, <PageShell>page</PageShell>);
  const before = componentRenders.SkipLink;
  await act(() => stores.root.app.load());
  await settle();
  expect(screen.getByRole('dialog', { name: 'Choose the Location' })).toBeTruthy();
  // app info arriving, then the picker opening
  expect(componentRenders.SkipLink - before).toBe(2);
});

it('with app info already in (the web server put it in the page), the picker that opens by itself is in the first render', async () => {
  const stores = multiLocationStores();
  await act(() => stores.root.app.load());
  const before = componentRenders.SkipLink;
  renderIn(stores.root, <PageShell>page</PageShell>);
  // drawn with the page: the first screen's largest text is not one commit (and its data calls) later
  expect(screen.getByRole('dialog', { name: 'Choose the Location' })).toBeTruthy();
  await settle();
  expect(componentRenders.SkipLink - before).toBe(1);
  expect(stores.root.location.shouldAutoOpenPicker).toBe(false);
  // offered once a visit: the next page does not open it again
  cleanup();
  renderIn(stores.root, <PageShell>next page</PageShell>);
  await settle();
  expect(screen.queryByRole('dialog', { name: 'Choose the Location' })).toBeNull();
});
