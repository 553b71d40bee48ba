/**
 * The Share button of product and campaign pages: it opens the page's share modal with what the
 * page gives PageShell (title, link, picture), so Pinterest shows with a product's picture.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PageShell } from '@/components/page-shell';
import { ShareButton } from '@/components/share-button';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

beforeEach(() => resetTaro());

const names = (root: HTMLElement) => Array.from(root.querySelectorAll('.share-widget__name')).map((n) => n.textContent);

async function page(share?: { title: string; image?: string | null; url?: string }) {
  const stores = await loadedStores({ kind: 'desktop' });
  renderIn(
    stores.root,
    <PageShell share={share}>
      <ShareButton />
    </PageShell>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
  return within(await screen.findByRole('dialog'));
}

it("a product's Share opens the widget with its name and picture: Pinterest is offered", async () => {
  const dialog = await page({ title: 'Celadon tea set', image: 'https://cdn.example.com/p.jpg' });
  expect(dialog.getByText(/Celadon tea set/)).toBeTruthy();
  expect(names(document.body)).toContain('Pinterest');
});

it('without a picture there is no Pinterest (spec 2.6)', async () => {
  await page({ title: 'Celadon tea set', image: null });
  expect(names(document.body)).not.toContain('Pinterest');
  expect(names(document.body)).toContain('Facebook');
});
