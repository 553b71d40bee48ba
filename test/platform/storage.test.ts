import Taro from '@tarojs/taro';
import { createMemoryStorage } from '@/platform/memory-storage';
import { createLocalStorage, storage } from '@/platform/storage';
import { createTaroStorage } from '@/platform/storage.weapp';
import { resetTaro } from '../support/taro';

beforeEach(() => {
  window.localStorage.clear();
  resetTaro();
});

describe.each([
  ['H5 localStorage', () => createLocalStorage()],
  ['weapp Taro storage', () => createTaroStorage()],
  ['memory', () => createMemoryStorage()],
])('%s', (_name, make) => {
  it('keeps JSON values, reads missing as undefined, removes', () => {
    const s = make();
    expect(s.get('k')).toBeUndefined();
    s.set('k', { a: [1, 'x'], b: null });
    expect(s.get('k')).toEqual({ a: [1, 'x'], b: null });
    s.set('n', 0);
    expect(s.get('n')).toBe(0);
    s.remove('k');
    expect(s.get('k')).toBeUndefined();
    s.set('n', undefined);
    expect(s.get('n')).toBeUndefined();
  });
});

it('H5: the default storage is window.localStorage; unreadable JSON reads as undefined', () => {
  storage.set('x', { v: 1 });
  expect(window.localStorage.getItem('x')).toBe('{"v":1}');
  window.localStorage.setItem('bad', '{not json');
  expect(storage.get('bad')).toBeUndefined();
});

it('H5: a throwing localStorage (quota, private mode) is survived', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  try {
    expect(() => createLocalStorage().set('k', 'v')).not.toThrow();
  } finally {
    setItem.mockRestore();
  }
});

it('weapp: writes through Taro.setStorageSync', () => {
  const spy = jest.spyOn(Taro, 'setStorageSync');
  createTaroStorage().set('locale', 'zh');
  expect(spy).toHaveBeenCalledWith('locale', 'zh');
  expect(Taro.getStorageSync('locale')).toBe('zh');
  spy.mockRestore();
});

it('memory storage starts from initial values and dumps', () => {
  const s = createMemoryStorage({ a: 1 });
  s.set('b', 'two');
  expect(s.dump()).toEqual({ a: 1, b: 'two' });
});
