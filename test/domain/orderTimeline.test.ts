import { fulfilmentSteps, nextStep, orderedEvents, receivedAt, stepKey } from '@/domain/orderTimeline';

describe('the steps after payment follow the handover method', () => {
  it.each([
    ['PICKUP', ['ready_for_pickup', 'picked_up']],
    ['EAT_IN', ['ready_for_pickup', 'picked_up']],
    ['DELIVERY', ['out_for_delivery', 'delivered']],
    [null, ['ready_for_pickup', 'picked_up']],
  ])('%s', (method, steps) => expect(fulfilmentSteps(method)).toEqual(steps));
});

describe('the sandbox moves a paid order one step at a time', () => {
  it.each([
    ['paid pickup', 'PICKUP', 'PAID_ONLINE', ['placed', 'paid'], 'ready_for_pickup'],
    ['ready', 'PICKUP', 'PAID_ONLINE', ['placed', 'paid', 'ready_for_pickup'], 'picked_up'],
    ['picked up: done', 'PICKUP', 'PAID_ONLINE', ['placed', 'paid', 'ready_for_pickup', 'picked_up'], null],
    ['paid delivery', 'DELIVERY', 'PAID_ONLINE', ['placed', 'paid'], 'out_for_delivery'],
    ['out for delivery', 'DELIVERY', 'PAID_ONLINE', ['placed', 'paid', 'out_for_delivery'], 'delivered'],
    ['unpaid', 'PICKUP', 'NOT_PAID', ['placed'], null],
    ['pay at store', 'PICKUP', 'PAY_AT_STORE', ['placed'], null],
    ['cancelled', 'PICKUP', 'PAID_ONLINE', ['placed', 'paid', 'cancelled'], null],
    ['refunded', 'DELIVERY', 'PAID_ONLINE', ['placed', 'paid', 'refunded'], null],
  ] as const)('%s', (_n, method, pay, kinds, next) => expect(nextStep(method, pay, [...kinds])).toBe(next));
});

describe('events', () => {
  const ev = (kind: string, at: string) => ({ kind, at }) as never;
  it('received when picked up or delivered', () => {
    expect(receivedAt([ev('placed', '2026-01-01T00:00:00Z'), ev('delivered', '2026-01-02T00:00:00Z')])).toBe(
      '2026-01-02T00:00:00Z',
    );
    expect(receivedAt([ev('placed', '2026-01-01T00:00:00Z'), ev('out_for_delivery', '2026-01-02T00:00:00Z')])).toBe(
      null,
    );
  });
  it('in time order, a step recorded twice once (refunds each time)', () =>
    expect(
      orderedEvents([
        ev('paid', '2026-01-01T01:00:00Z'),
        ev('placed', '2026-01-01T00:00:00Z'),
        ev('paid', '2026-01-01T02:00:00Z'),
        ev('refunded', '2026-01-03T00:00:00Z'),
        ev('refunded', '2026-01-04T00:00:00Z'),
      ]).map((e: { kind: string }) => e.kind),
    ).toEqual(['placed', 'paid', 'refunded', 'refunded']));
  it('message keys', () => expect(stepKey('out_for_delivery')).toBe('istore_timeline_out_for_delivery'));
});
