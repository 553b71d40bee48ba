import { shareHref, shareTargets, type ShareContext, type ShareTarget } from '@/domain/shareTargets';

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
