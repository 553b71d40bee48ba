/**
 * Storage: small JSON values kept across visits (session values of spec 3, the weapp cookie jar).
 * Variants: this file (H5 and jest: window.localStorage) and `storage.weapp.ts`
 * (Taro.getStorageSync / setStorageSync); `tabStorage` for values of one tab. Reads never throw: a missing, unreadable or
 * unavailable value reads as undefined; a failed write is dropped.
 */
export interface KeyValueStorage {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

function localStoreOf(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    return undefined; // private mode / disabled storage
  }
}

function tabStore(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** A storage over window.localStorage (values JSON-encoded); `tab`: over sessionStorage instead. */
export function createLocalStorage(tab = false): KeyValueStorage {
  const localStore = tab ? tabStore : localStoreOf;
  return {
    get<T>(key: string): T | undefined {
      try {
        const raw = localStore()?.getItem(key);
        return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        if (value === undefined) localStore()?.removeItem(key);
        else localStore()?.setItem(key, JSON.stringify(value));
      } catch {
        /* quota exceeded or storage disabled: the value lives for this visit only */
      }
    },
    remove(key) {
      try {
        localStore()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

/**
 * Calls `listener` with the key when another tab or window of this site changes storage (the
 * `storage` event; a tab never hears its own writes). Returns the unsubscribe.
 */
export function onStorageChange(listener: (key: string | null) => void): () => void {
  if (typeof window === 'undefined' || !window.addEventListener) return () => {};
  const handler = (e: StorageEvent) => listener(e.key);
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** The default storage of this target. */
export const storage: KeyValueStorage = createLocalStorage();

/**
 * Values kept for this tab only (sessionStorage): a step in progress survives a reload, not the
 * tab being closed. On the mini-program: its storage (one app, no tabs).
 */
export const tabStorage: KeyValueStorage = createLocalStorage(true);
