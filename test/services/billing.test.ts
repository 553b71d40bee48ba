/** The bill as the app reads it (services/billing.ts): a bill the app cannot read is a bad answer. */
import { normalizeBilling } from '@/services/billing';

it('a bill without amounts is a bad answer', () => {
  expect(() => normalizeBilling({ missing: [] })).toThrow(expect.objectContaining({ code: 'BAD_RESPONSE' }));
});

it('a bill reads how, who and what is missing; unknown methods and blank contacts are left out', () => {
  const b = normalizeBilling({
    subtotal: 1000,
    total: 1000,
    currency: 'CAD',
    orderMethod: 'TAKEAWAY',
    contact: { firstName: '', email: '' },
    deliveryZone: { id: 'z1', fee: 500 },
    missing: ['orderMethod', 3],
  });
  expect(b.orderMethod).toBeNull();
  expect(b.contact).toBeNull();
  expect(b.deliveryZone).toMatchObject({ id: 'z1', name: 'z1', fee: 500 });
  expect(b.missing).toEqual(['orderMethod']);
});
