/**
 * Social links in the mini-program: a mini-program cannot open a web page, so the link copies the
 * URL and its accessible name says so (not "opens in a new tab", which is what H5 does).
 */
import { fireEvent, screen } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { SocialLinks } from '@/components/social-links';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

jest.mock('@/platform/link', () => jest.requireActual('@/platform/link.weapp'));

beforeEach(() => resetTaro());

it('each account copies its page URL, and is named for that', async () => {
  const stores = await loadedStores({
    edit: (i) => (i.systemSettings.social = { facebook: { pageURL: 'https://facebook.com/maplejade' } }),
  });
  renderIn(stores.root, <SocialLinks />);
  const link = screen.getByRole('link', { name: 'Facebook (copies the link)' });
  fireEvent.click(link);
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://facebook.com/maplejade' });
  expect(screen.queryByRole('link', { name: /new tab/ })).toBeNull();
});
