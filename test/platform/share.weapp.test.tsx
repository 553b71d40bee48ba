import { render } from '@testing-library/react';
import { useShareAppMessage } from '@tarojs/taro';
import { canNativeShare, useAppShare } from '@/platform/share.weapp';

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('../support/taro'), useShareAppMessage: jest.fn() }));

function Probe({ url }: { url: string }) {
  useAppShare(() => ({ title: 'Maple & Jade', url }));
  return null;
}

/** What the page's onShareAppMessage answers. */
function shared(url: string) {
  (useShareAppMessage as jest.Mock).mockClear();
  render(<Probe url={url} />);
  const cb = (useShareAppMessage as jest.Mock).mock.calls[0][0] as () => unknown;
  return cb();
}

describe('the page share on weapp (spec 2.6: the same link, rid included)', () => {
  it.each([
    ['/pages/home/index?rid=R1', '/pages/home/index?rid=R1'],
    ['/store/productlist?cat=tea&rid=R1', '/pages/store/productlist/index?cat=tea&rid=R1'],
    ['https://shop.example.com/x?rid=R1', '/pages/home/index'],
    // the campaign page's invite (PageShell share, domain/share.ts pageShareUrl): the group and the rid
    ['/store/groupCampaign?id=1&group=g1&rid=R1', '/pages/store/group-campaign/index?id=1&group=g1&rid=R1'],
  ])('%s -> path %s', (url, path) => {
    expect(shared(url)).toEqual({ title: 'Maple & Jade', path });
  });

  it('no web share sheet in the mini-program', () => {
    expect(canNativeShare()).toBe(false);
  });
});
