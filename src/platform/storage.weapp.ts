/** Storage on the mini-program: Taro's synchronous storage (see storage.ts for the contract). */
import Taro from '@tarojs/taro';
import type { KeyValueStorage } from './storage';

/** A storage over Taro.getStorageSync / setStorageSync (wx storage serialises values itself). */
export function createTaroStorage(): KeyValueStorage {
  return {
    get<T>(key: string): T | undefined {
      try {
        const value: unknown = Taro.getStorageSync(key);
        // wx returns '' for a missing key
        return value === '' || value === null || value === undefined ? undefined : (value as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        if (value === undefined) Taro.removeStorageSync(key);
        else Taro.setStorageSync(key, value);
      } catch {
        /* storage full: dropped */
      }
    },
    remove(key) {
      try {
        Taro.removeStorageSync(key);
      } catch {
        /* ignore */
      }
    },
  };
}

export const storage: KeyValueStorage = createTaroStorage();

/** One app, no tabs: a step in progress is kept in its storage (see storage.ts). */
export const tabStorage: KeyValueStorage = storage;

/** A mini-program runs once on the phone: no other tab writes its storage, so nothing to hear. */
export function onStorageChange(_listener: (key: string | null) => void): () => void {
  return () => {};
}
