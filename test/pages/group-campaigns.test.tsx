/**
 * /store/groupCampaigns and /store/groupCampaign against a fake shop: what a shopper sees for
 * open, sold-out and ended campaigns, an empty list, a campaign's groups, and a full group.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import GroupCampaignsPage from '@/pages/store/group-campaigns/index';
import GroupCampaignPage from '@/pages/store/group-campaign/index';
import { json } from '../support/fakeServer';
import { resetTaro } from '../support/taro';
import { SIGNED_IN, loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

const FUTURE = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
const base = {
  description: 'Team up',
  imageURL: '/media/products/1.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: FUTURE,
  groupHours: 24,
  currency: 'CAD',
  stockLeft: 10,
  openGroupCount: 1,
};
const OPEN = {
  ...base,
  id: 1,
  name: 'Pair up and save',
  state: 'OPEN',
  groupSize: 2,
  groupPrice: 1400,
  normalPrice: 2000,
  fewestNeeded: 1,
};
const SOLD = {
  ...base,
  id: 2,
  name: 'Flash five',
  state: 'SOLD_OUT',
  groupSize: 5,
  groupPrice: 900,
  normalPrice: 1500,
  fewestNeeded: 5,
};
const ENDED = {
  ...base,
  id: 3,
  name: 'Autumn feast',
  state: 'ENDED',
  groupSize: 3,
  groupPrice: 800,
  normalPrice: 1200,
  fewestNeeded: 3,
  endsAt: '2026-01-02T00:00:00.000Z',
};

async function open(
  url: string,
  Page: () => JSX.Element | null,
  routes: (s: Awaited<ReturnType<typeof loadedStores>>) => void,
  signedIn = false,
) {
  window.history.pushState({}, '', url);
  const [path, search = ''] = url.split('?');
  const stores = await loadedStores({
    info: signedIn ? SIGNED_IN : undefined,
    location: {
      path,
      href: `http://localhost${url}`,
      search: search ? `?${search}` : '',
      query: Object.fromEntries(new URLSearchParams(search)),
    },
  });
  routes(stores);
  renderIn(stores.root, <Page />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return stores;
}

it('the list shows each campaign with group price against the regular price, size, people needed and its state', async () => {
  await open('/store/groupCampaigns', GroupCampaignsPage, (s) =>
    s.server.on('GET', 'common3/campaign/fissionList', () => json([OPEN, SOLD, ENDED])),
  );
  expect(await screen.findByRole('heading', { name: 'Group buys', level: 1 })).toBeTruthy();
  const cards = document.querySelectorAll('.campaign-card');
  expect([...cards].map((c) => c.getAttribute('data-state'))).toEqual(['OPEN', 'SOLD_OUT', 'ENDED']);
  expect(cards[0].textContent).toContain('2 people per group · 1 more needed');
  expect(cards[0].textContent).toContain('Ends in');
  expect(cards[0].querySelector('.at-countdown')).not.toBeNull();
  expect(cards[1].textContent).toContain('Sold out');
  expect(cards[2].textContent).toContain('Ended');
  expect(cards[2].querySelector('.at-countdown')).toBeNull();
  expect(screen.getByRole('link', { name: /Pair up and save/ }).getAttribute('href')).toBe('/store/groupCampaign?id=1');
});

it('an empty list invites the shopper back to the shop', async () => {
  await open('/store/groupCampaigns', GroupCampaignsPage, (s) =>
    s.server.on('GET', 'common3/campaign/fissionList', () => json([])),
  );
  expect(await screen.findByText('No group buys right now')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/store');
});

it('the campaign page shows its groups with initials; joining a group that filled says so and offers a new group', async () => {
  const s = await open(
    '/store/groupCampaign?id=1',
    GroupCampaignPage,
    ({ server }) => {
      server.on('GET', 'common3/campaign/fission/1', () =>
        json({
          ...OPEN,
          rules: ['A group needs 2 people, the starter included.'],
          groups: [
            {
              id: 'g1',
              state: 'OPEN',
              size: 2,
              members: [{ initials: 'ML' }],
              needed: 1,
              deadline: FUTURE,
              mine: false,
            },
          ],
        }),
      );
      server.on('GET', 'productManagement2/campaignProductItem/list/all', () =>
        json([
          {
            id: 11,
            fissionCampaignId: 1,
            productId: 9,
            name: 'Tea',
            groupPrice: 1400,
            normalPrice: 2000,
            stock: 3,
            options: [],
            stockByOption: { '': 3 },
          },
        ]),
      );
      server.on('GET', 'common3/orders/list', () => json([]));
      server.on('POST', 'shoppingManagement4/myCart/fc/1', () =>
        json({ errors: [{ code: 'GROUP_FULL', message: 'This group is already full' }] }, 409),
      );
    },
    true,
  );
  expect(await screen.findByRole('heading', { name: 'Pair up and save', level: 1 })).toBeTruthy();
  expect(screen.getByText('A group needs 2 people, the starter included.')).toBeTruthy();
  const group = document.querySelector('[data-group-id="g1"]')!;
  expect(group.textContent).toContain('ML');
  expect(group.textContent).toContain('1 of 2 joined');
  expect(group.querySelector('.at-progress')).not.toBeNull();
  expect(s.root.session.loggedIn).toBe(true);
  const join = screen.getByRole('button', { name: 'Join this group' });
  await act(async () => {
    fireEvent.click(join);
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(await screen.findByText('This group is already full')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Start a new group instead' })).toBeTruthy();
});

it('an invite to a group that filled or ended says so and offers a new group', async () => {
  await open('/store/groupCampaign?id=1&group=gone1&rid=R9', GroupCampaignPage, ({ server }) => {
    server.on('GET', 'common3/campaign/fission/1', () => json({ ...OPEN, rules: [], groups: [] }));
    server.on('GET', 'productManagement2/campaignProductItem/list/all', () =>
      json([
        {
          id: 11,
          fissionCampaignId: 1,
          productId: 9,
          name: 'Tea',
          groupPrice: 1400,
          normalPrice: 2000,
          stock: 3,
          options: [],
          stockByOption: { '': 3 },
        },
      ]),
    );
  });
  expect(
    await screen.findByText('The group you were invited to is full or has ended. Start a new group instead.'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Start a new group instead' })).toBeTruthy();
});

it('a friend arriving on an invite to a group with room: Join this group is the main button, above Start a group', async () => {
  await open(
    '/store/groupCampaign?id=1&group=g1&rid=R9',
    GroupCampaignPage,
    ({ server }) => {
      server.on('GET', 'common3/campaign/fission/1', () =>
        json({
          ...OPEN,
          rules: [],
          groups: [
            {
              id: 'g1',
              state: 'OPEN',
              size: 2,
              members: [{ initials: 'ML' }],
              needed: 1,
              deadline: FUTURE,
              mine: false,
            },
          ],
        }),
      );
      server.on('GET', 'productManagement2/campaignProductItem/list/all', () =>
        json([
          {
            id: 11,
            fissionCampaignId: 1,
            productId: 9,
            name: 'Tea',
            groupPrice: 1400,
            normalPrice: 2000,
            stock: 3,
            options: [],
            stockByOption: { '': 3 },
          },
        ]),
      );
      server.on('GET', 'common3/orders/list', () => json([]));
    },
    true,
  );
  expect(await screen.findByRole('heading', { name: 'Pair up and save', level: 1 })).toBeTruthy();
  const main = screen
    .getAllByRole('button')
    .filter((b) => /^(Join this group|Start a group)$/.test(b.textContent ?? ''));
  // in page order: the invited group's Join first, as the primary button; Start a group after it, secondary
  expect(main.map((b) => b.textContent)).toEqual(['Join this group', 'Start a group', 'Join this group']);
  expect(main[0].className).toContain('action-button--primary');
  expect(main[1].className).not.toContain('action-button--primary');
});
