/**
 * The favourite heart on H5 (src/components/favourite-button/lazy.tsx) comes in its own chunk; a
 * chunk that cannot come leaves the heart out and the page standing.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { loadAsH5 } from '../support/h5Module';

afterEach(cleanup);

const flush = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  });

const loadH5 = (button: () => unknown) =>
  loadAsH5<typeof import('@/components/favourite-button/lazy')>('@/components/favourite-button/lazy', {
    '@/stores/context': () => ({ useStores: () => ({ lists: { favourites: { offered: true } } }) }),
    '@/components/favourite-button/index': button,
  }).FavouriteHeart;

const PRODUCT = { id: 1, price: 12800, currencyCode: 'CAD', name: 'Jade Garden Celadon Gongfu Tea Set' };

const card = (Heart: ReturnType<typeof loadH5>) => (
  <article>
    <h2>Jade Garden Celadon Gongfu Tea Set</h2>
    <Heart product={PRODUCT} />
  </article>
);

test('the heart shows once its chunk is in', async () => {
  const Heart = loadH5(() => ({ FavouriteButton: () => <button type="button">Save to favourites</button> }));
  render(card(Heart));
  await flush();
  expect(screen.getByRole('button', { name: 'Save to favourites' })).toBeTruthy();
});

test('a heart chunk that cannot load leaves the heart out, and the product standing', async () => {
  const Heart = loadH5(() => {
    throw new Error('Loading chunk favourite-button failed.');
  });
  render(card(Heart));
  await flush();
  expect(screen.getByRole('heading', { name: 'Jade Garden Celadon Gongfu Tea Set' })).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
