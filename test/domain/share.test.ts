import { pageShareUrl, shareHref, sharePopupFeatures, shareTargets, shareUrl, withQueryParam } from '@/domain/share';
import type { ShareContext, ShareTarget } from '@/domain/share';

const ctx = (over: Partial<ShareContext>): ShareContext => ({
  miniProgram: false,
  wechatBrowser: false,
  mobile: false,
  nativeShare: false,
  ...over,
});

describe('shareTargets (spec 2.6)', () => {
  it.each<[string, ShareContext, ShareTarget[]]>([
    [
      'mini-program: only wechat',
      ctx({ miniProgram: true, wechatBrowser: true, mobile: true, nativeShare: true }),
      ['wechat'],
    ],
    [
      'desktop browser',
      ctx({}),
      ['wechatQr', 'facebook', 'twitter', 'telegram', 'reddit', 'tumblr', 'linkedin', 'copy', 'email'],
    ],
    [
      'desktop browser with native share and an image',
      ctx({ nativeShare: true, hasImage: true }),
      [
        'wechatQr',
        'facebook',
        'twitter',
        'telegram',
        'reddit',
        'tumblr',
        'linkedin',
        'pinterest',
        'copy',
        'email',
        'more',
      ],
    ],
    [
      'mobile browser',
      ctx({ mobile: true }),
      [
        'wechatQr',
        'facebook',
        'twitter',
        'telegram',
        'reddit',
        'tumblr',
        'linkedin',
        'copy',
        'email',
        'whatsapp',
        'line',
        'sms',
        'messenger',
      ],
    ],
    [
      'WeChat browser on mobile',
      ctx({ wechatBrowser: true, mobile: true }),
      [
        'wechat',
        'moments',
        'facebook',
        'twitter',
        'telegram',
        'reddit',
        'tumblr',
        'linkedin',
        'copy',
        'email',
        'line',
        'sms',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(shareTargets(input)).toEqual(expected);
  });
});

describe("pageShareUrl: a page's own app path stays a path (mini-program share); otherwise as shareUrl", () => {
  const here = 'https://shop.example/store/product/1';
  it.each<[string | null, string | null, string]>([
    ['/store/groupCampaign?id=1&group=g', 'R1', '/store/groupCampaign?id=1&group=g&rid=R1'],
    ['/store/groupCampaign?id=1', null, '/store/groupCampaign?id=1'],
    ['//evil.example/x', null, here],
    ['https://shop.example/x', 'R1', 'https://shop.example/x?rid=R1'],
    [null, 'R1', `${here}?rid=R1`],
  ])('%j rid %j -> %j', (candidate, rid, expected) => {
    expect(pageShareUrl(candidate, here, rid)).toBe(expected);
  });
});

describe('shareUrl: http(s) else the current page; rid appended', () => {
  const here = 'https://shop.example/store/product/1';
  it.each<[string | null, string | undefined, string]>([
    ['https://shop.example/x', undefined, 'https://shop.example/x'],
    ['http://shop.example/x', 'R1', 'http://shop.example/x?rid=R1'],
    ['https://shop.example/x?a=1', 'R1', 'https://shop.example/x?a=1&rid=R1'],
    ['https://shop.example/x?rid=OLD&a=1#top', 'R2', 'https://shop.example/x?a=1&rid=R2#top'],
    ['javascript:alert(1)', undefined, here],
    ['shop.example/x', undefined, here],
    ['', 'R1', `${here}?rid=R1`],
    [null, undefined, here],
    ['https://shop.example/x', 'a b&c', 'https://shop.example/x?rid=a%20b%26c'],
  ])('%j rid %j -> %j', (candidate, rid, expected) => {
    expect(shareUrl(candidate, here, rid)).toBe(expected);
  });

  it.each([
    ['/a', 'x', '1', '/a?x=1'],
    ['/a?x=0&y=2', 'x', '1', '/a?y=2&x=1'],
    ['/a#h', 'x', '1', '/a?x=1#h'],
    ['/a?rid2=5', 'rid', '1', '/a?rid2=5&rid=1'],
  ])('withQueryParam(%j, %j, %j) -> %j', (url, name, value, expected) => {
    expect(withQueryParam(url, name, value)).toBe(expected);
  });
});

describe('shareHref', () => {
  const c = { url: 'https://s.example/p?id=1&rid=R', title: 'Green Tea', content: 'Fresh & fine' };
  const u = encodeURIComponent(c.url);
  it.each<[ShareTarget, string | null]>([
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['twitter', `https://twitter.com/intent/tweet?url=${u}&text=Green%20Tea`],
    ['telegram', `https://t.me/share/url?url=${u}&text=Green%20Tea`],
    ['reddit', `https://www.reddit.com/submit?url=${u}&title=Green%20Tea`],
    [
      'tumblr',
      `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=Green%20Tea&caption=Fresh%20%26%20fine`,
    ],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['email', `mailto:?subject=Green%20Tea&body=Fresh%20%26%20fine%0A%0A${u}`],
    ['whatsapp', `https://wa.me/?text=Green%20Tea%20${u}`],
    ['line', `https://social-plugins.line.me/lineit/share?url=${u}`],
    ['sms', `sms:?&body=Green%20Tea%20${u}`],
    ['messenger', `fb-messenger://share/?link=${u}`],
    ['pinterest', null],
    ['wechat', null],
    ['copy', null],
    ['more', null],
  ])('%s', (target, expected) => {
    expect(shareHref(target, c)).toBe(expected);
  });

  it('pinterest with an image', () => {
    expect(shareHref('pinterest', { ...c, image: 'https://cdn.example/t.jpg' })).toBe(
      `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent('https://cdn.example/t.jpg')}&description=Green%20Tea`,
    );
  });
});

describe('sharePopupFeatures: 800x500', () => {
  it.each<[{ width: number; height: number } | undefined, string]>([
    [undefined, 'width=800,height=500,location=no,toolbar=no,menubar=no,scrollbars=yes,resizable=yes'],
    [
      { width: 1920, height: 1080 },
      'width=800,height=500,left=560,top=290,location=no,toolbar=no,menubar=no,scrollbars=yes,resizable=yes',
    ],
    [
      { width: 600, height: 400 },
      'width=800,height=500,left=0,top=0,location=no,toolbar=no,menubar=no,scrollbars=yes,resizable=yes',
    ],
  ])('%j', (screen, expected) => {
    expect(sharePopupFeatures(screen)).toBe(expected);
  });
});
