import { render } from '@testing-library/react';
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { canNativeShare, useAppShare, useTimelineShare } from '@/platform/share.weapp';

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../support/taro'),
  useShareAppMessage: jest.fn(),
  useShareTimeline: jest.fn(),
}));

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

function TimelineProbe({ url, image, rid }: { url: string; image?: string | null; rid?: string }) {
  useTimelineShare(
    () => ({ title: 'Jasmine tea', url, image }),
    () => rid,
  );
  return null;
}

/** What the page's onShareTimeline answers. */
function timeline(url: string, image?: string | null, rid?: string) {
  (useShareTimeline as jest.Mock).mockClear();
  render(<TimelineProbe url={url} image={image} rid={rid} />);
  return ((useShareTimeline as jest.Mock).mock.calls[0][0] as () => unknown)();
}

describe('the share to Moments on weapp: the page itself, its query with rid, the picture', () => {
  it.each<[string, string | null, string | undefined, Record<string, string>]>([
    [
      '/pages/store/product/index?id=12',
      'https://shop.example/p.png',
      'R1',
      { query: 'id=12&rid=R1', imageUrl: 'https://shop.example/p.png' },
    ],
    ['/store/groupCampaign?id=3&group=g1', null, 'R1', { query: 'id=3&group=g1&rid=R1' }],
    ['/pages/home/index', null, undefined, { query: '' }],
  ])('%s (picture %s, rid %s)', (url, image, rid, expected) => {
    expect(timeline(url, image, rid)).toEqual({ title: 'Jasmine tea', ...expected });
  });
});
