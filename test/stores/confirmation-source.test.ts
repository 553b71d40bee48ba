/**
 * confirmationSource: which source a confirmation address names, and which failures are worth
 * asking again.
 */
import { retryable, sourceOf, type Source } from '@/stores/confirmationSource';
import { ApiError } from '@/services/http';

const at = (query: Record<string, string>, id?: string) => sourceOf({ id, query, href: 'https://x.example/c' });

it.each<[string, ReturnType<typeof at>]>([
  ['no from_source: the order itself', at({}, '100001')],
  ['no from_source, with the receipt token', at({ token: 't' }, '100001')],
  ['a channel return', at({ from_source: 'opay_h5X100001' }, '100001')],
])('%s', (_name, found) => {
  expect('source' in found).toBe(true);
});

it('names the order, its token and the channel', () => {
  expect(at({ token: 't' }, '100001')).toEqual({ source: { kind: 'order', orderId: '100001', token: 't' } });
  const channel = at({ from_source: 'opay_h5X100001' });
  expect(channel).toEqual({ source: { kind: 'channel', channel: 'opay_h5', orderId: '100001' } });
});

it("a from_source without an order id is the spec's error", () => {
  expect(at({ from_source: '' })).toEqual({ error: expect.any(String) });
});

it.each<[string, unknown, Source | null, boolean]>([
  ['no answer', new ApiError(0, 'NETWORK', 'x'), null, true],
  ['a refusal', new ApiError(400, 'BAD', 'x'), null, false],
  [
    'a server fault on the unreported success',
    new ApiError(502, 'X', 'x'),
    { kind: 'miniProgram', orderId: '1', openId: 'o', reported: false },
    true,
  ],
  [
    'a server fault once reported',
    new ApiError(502, 'X', 'x'),
    { kind: 'miniProgram', orderId: '1', openId: 'o', reported: true },
    false,
  ],
  ['not an API error', new Error('x'), null, false],
])('retryable: %s -> %s', (_name, e, source, expected) => {
  expect(retryable(e, source)).toBe(expected);
});
