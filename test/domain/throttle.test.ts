import { retryMessage } from '@/domain/throttle';

describe('retryMessage: when a throttled shopper may try again (Retry-After, seconds)', () => {
  it.each<[number | undefined, { key: string; params?: Record<string, number> }]>([
    [undefined, { key: 'istore_account_err_too_many' }],
    [0, { key: 'istore_account_err_too_many' }],
    [Number.NaN, { key: 'istore_account_err_too_many' }],
    [-5, { key: 'istore_account_err_too_many' }],
    [1, { key: 'istore_account_err_retry_seconds', params: { n: 1 } }],
    [45, { key: 'istore_account_err_retry_seconds', params: { n: 45 } }],
    [59.2, { key: 'istore_account_err_retry_minute' }],
    [60, { key: 'istore_account_err_retry_minute' }],
    [61, { key: 'istore_account_err_retry_minutes', params: { n: 2 } }],
    [900, { key: 'istore_account_err_retry_minutes', params: { n: 15 } }],
    [1800, { key: 'istore_account_err_retry_minutes', params: { n: 30 } }],
  ])('%p -> %j', (sec, expected) => expect(retryMessage(sec)).toEqual(expected));
});
