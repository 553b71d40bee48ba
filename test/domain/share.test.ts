import { pageShareUrl, sharePopupFeatures, shareUrl, timelineQuery, withQueryParam } from '@/domain/share';

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

describe('timelineQuery: the query Moments shares a page with, rid set', () => {
  it.each<[string, string | null, string]>([
    ['/pages/store/product/index?id=12', 'R1', 'id=12&rid=R1'],
    ['/pages/store/product/index?id=12&rid=OLD', 'R2', 'id=12&rid=R2'],
    ['/pages/home/index', 'R1', 'rid=R1'],
    ['/pages/home/index', null, ''],
    ['/pages/store/group-campaign/index?id=3&group=g#x', null, 'id=3&group=g'],
  ])('%j rid %j -> %j', (path, rid, expected) => {
    expect(timelineQuery(path, rid)).toBe(expected);
  });
});
