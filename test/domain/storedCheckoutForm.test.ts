/** readStoredForm: the checkout form kept in storage comes back as typed, or empty where damaged. */
import { emptyCheckoutForm, type CheckoutForm } from '@/domain/checkout';
import { readStoredForm } from '@/domain/storedCheckoutForm';

const form = (patch: Partial<CheckoutForm>): CheckoutForm => ({ ...emptyCheckoutForm(), ...patch });
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416 555 0123' };
const address = {
  firstName: 'Ada',
  lastName: 'L',
  phone: '4165550123',
  street: '1 King St W',
  unit: '',
  city: 'Toronto',
  province: 'ON',
  postCode: 'M5H 2M9',
  instructions: '',
};

describe('readStoredForm: a reload gives back what was typed', () => {
  it('round-trips a form', () => {
    const f = form({
      method: 'DELIVERY',
      contact,
      delivery: address,
      tip: { kind: 'amount', text: '3' },
      comment: 'ring twice',
    });
    expect(readStoredForm(JSON.parse(JSON.stringify(f)))).toEqual(f);
  });
  it.each([null, 'x', 42, { method: 'TELEPORT', contact: 'nope', tip: { kind: 'percent', percent: 1.5 } }])(
    'damaged value %j falls back to empty fields',
    (raw) => {
      const f = readStoredForm(raw);
      expect(f.method).toBeNull();
      expect(f.contact).toEqual(emptyCheckoutForm().contact);
      expect(f.tip).toEqual({ kind: 'percent', percent: 0 });
    },
  );
});

it('a damaged field alone falls back; the rest of the form stays', () => {
  const f = readStoredForm({
    method: 'PICKUP',
    comment: 42,
    withBilling: true,
    billing: { firstName: 'Ada', city: null },
  });
  expect(f.method).toBe('PICKUP');
  expect(f.comment).toBe('');
  expect(f.withBilling).toBe(true);
  expect(f.billing).toEqual({ ...emptyCheckoutForm().billing, firstName: 'Ada' });
});
