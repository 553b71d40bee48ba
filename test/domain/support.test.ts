import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  supportRequest,
  validateSupportForm,
} from '@/domain/support';

const ok = { name: 'Ada Lee', email: 'ada@example.com', orderID: '', message: 'Where is my parcel?' };

describe('support form (message/submitForm: name, email, optional order, message 10..2000)', () => {
  it.each<[Partial<typeof ok>, Record<string, string>]>([
    [{}, {}],
    [{ orderID: '100042' }, {}],
    [{ name: '  ' }, { name: 'istore_support_err_name' }],
    [{ name: 'x'.repeat(SUPPORT_NAME_MAX + 1) }, { name: 'istore_checkout_err_too_long' }],
    [{ email: '' }, { email: 'istore_checkout_err_email_required' }],
    [{ email: 'ada@' }, { email: 'istore_checkout_err_email' }],
    [{ orderID: '#100042' }, { orderID: 'istore_support_err_order' }],
    [{ message: 'x'.repeat(SUPPORT_MESSAGE_MIN - 1) }, { message: 'istore_support_err_message_short' }],
    [{ message: `   ${'x'.repeat(SUPPORT_MESSAGE_MIN - 1)}   ` }, { message: 'istore_support_err_message_short' }],
    [{ message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, { message: 'istore_checkout_err_too_long' }],
  ])('%j -> %j', (patch, expected) => {
    const errors = validateSupportForm({ ...ok, ...patch });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.key]))).toEqual(expected);
  });

  it('sends trimmed values and leaves an empty order out', () => {
    expect(
      supportRequest({ name: ' Ada ', email: ' ada@example.com ', orderID: ' ', message: ' Hello there! ' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello there!',
    });
    expect(supportRequest({ ...ok, orderID: ' 100042 ' }).orderID).toBe('100042');
  });
});
