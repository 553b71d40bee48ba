import { charLength, truncateLocationName, truncateMenuText, truncateSubMenuText } from '@/domain/truncate';

const a = (n: number) => 'a'.repeat(n);
const zh = (n: number) => '茶'.repeat(n);

describe('truncateMenuText: 20 characters plus "..."', () => {
  it.each([
    [a(19), a(19)],
    [a(20), a(20)],
    [a(21), `${a(20)}...`],
    [zh(21), `${zh(20)}...`],
    ['😀'.repeat(21), `${'😀'.repeat(20)}...`],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(truncateMenuText(text)).toBe(expected);
  });
});

describe('truncateSubMenuText: 24 characters plus "..."', () => {
  it.each([
    [a(24), a(24)],
    [a(25), `${a(24)}...`],
    [zh(30), `${zh(24)}...`],
  ])('%j -> %j', (text, expected) => {
    expect(truncateSubMenuText(text)).toBe(expected);
  });
});

describe('truncateLocationName: <1024 wide 15 -> 13 + "..", else 20 -> 18 + ".."', () => {
  it.each([
    [a(15), 1023, a(15)],
    [a(16), 1023, `${a(13)}..`],
    [zh(16), 375, `${zh(13)}..`],
    [a(16), 1024, a(16)],
    [a(20), 1024, a(20)],
    [a(21), 1024, `${a(18)}..`],
    [zh(21), 1440, `${zh(18)}..`],
  ])('%j at width %i -> %j', (name, width, expected) => {
    expect(truncateLocationName(name, width)).toBe(expected);
  });
});

describe('charLength counts code points', () => {
  it.each([
    ['abc', 3],
    ['茶叶', 2],
    ['😀x', 2],
  ])('%j -> %i', (text, n) => {
    expect(charLength(text)).toBe(n);
  });
});
