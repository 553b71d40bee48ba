/**
 * General content pages (`/about`: spec 2.3 page/X -> /X) and the blog index, in jsdom over the
 * fake istore: the server's title and body, a retry on failure, and an unknown page going home.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import Taro from '@tarojs/taro';
import GeneralPage from '@/pages/general/page/index';
import BlogPage from '@/pages/blog/index/index';
import { apiError, json } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

async function open(url: string, Page: () => JSX.Element | null, answer: () => ReturnType<typeof json>) {
  window.history.pushState({}, '', url);
  const stores = await loadedStores({ location: { path: url, href: `http://localhost${url}`, search: '' } });
  stores.server.on('GET', 'common3/pageContent', answer);
  renderIn(stores.root, <Page />);
  await act(async () => {
    await Promise.resolve();
  });
  return stores;
}

const ABOUT = { pageName: 'about', title: 'About Us', body: '<h1>About Maple</h1><p>Family grocer since 2009</p>' };

it("/about shows the server's page: its title as the heading and its body", async () => {
  const s = await open('/about', GeneralPage, () => json(ABOUT));
  expect(await screen.findByRole('heading', { name: 'About Us', level: 1 })).toBeTruthy();
  expect(screen.getByText('Family grocer since 2009')).toBeTruthy();
  const asked = new URL(s.server.calls('common3/pageContent')[0].url, 'http://x').searchParams.get('pageName');
  expect(asked).toBe('about');
  expect(Taro.redirectTo).not.toHaveBeenCalled();
});

it('a page the server does not have is an unknown path: it goes to / (spec 2.1)', async () => {
  await open('/nosuch', GeneralPage, () => apiError(404, 'Page not found: nosuch'));
  await act(async () => {
    await Promise.resolve();
  });
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/' });
});

it('a failure says so and Try again loads the page', async () => {
  let fail = true;
  await open('/about', GeneralPage, () => (fail ? apiError(500, 'Database is down') : json(ABOUT)));
  expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Family grocer since 2009')).toBeTruthy();
  expect(Taro.redirectTo).not.toHaveBeenCalled();
});

it('/blog shows the blog page, and an empty blog invites the shopper back to the shop', async () => {
  await open('/blog', BlogPage, () =>
    json({ pageName: 'blog', title: 'From the Market', body: '<h2>Spring tea</h2>' }),
  );
  expect(await screen.findByRole('heading', { name: 'From the Market', level: 1 })).toBeTruthy();
  expect(screen.getByText('Spring tea')).toBeTruthy();
});

it('a store without a blog page: no posts yet, and a way back', async () => {
  await open('/blog', BlogPage, () => apiError(404, 'Page not found: blog'));
  expect(await screen.findByText('No posts yet. Come back soon.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Blog', level: 1 })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/store');
  expect(Taro.redirectTo).not.toHaveBeenCalled();
});
