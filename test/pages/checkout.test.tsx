/**
 * The checkout page in jsdom over the fake istore, at step 3: the optional billing address is
 * checked in the step that shows it (a message under each wrong field, the focus on the first),
 * and an order under the minimum is held back before the payment page.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import CheckoutPage from '@/pages/checkout/checkout/index';
import { json } from '../support/fakeServer';
import { billingWire } from '../support/checkout';
import { resetTaro } from '../support/taro';
import { CHANNELS, CHECKOUT_CONFIG, DELIVERY_CONFIG } from '../stores/checkoutHelpers';
import { loadedStores, renderIn } from '../components/shellHelpers';

beforeEach(() => resetTaro());

async function checkoutPage(bill: Record<string, unknown> = {}) {
  window.history.pushState({}, '', '/checkout/checkout');
  const stores = await loadedStores();
  const { server, root } = stores;
  server.on('GET', 'shoppingManagement4/checkoutConfig', () => json(CHECKOUT_CONFIG));
  server.on('GET', 'shoppingManagement4/paymentConfig', () =>
    json({ currency: 'CAD', sandbox: true, channels: CHANNELS }),
  );
  server.on('GET', 'shoppingManagement4/localDeliveryConfig', () => json(DELIVERY_CONFIG));
  server.on('GET', 'shoppingManagement4/billing/', () => json(billingWire(bill)));
  server.on('POST', 'shoppingManagement4/tips', () => json(billingWire({ ...bill, tipsPercent: 0 })));
  const navigate = jest.fn();
  Object.assign(root.checkoutDeps, { navigate });
  renderIn(root, <CheckoutPage />);
  await screen.findByRole('button', { name: 'Continue to payment' });
  return { ...stores, navigate };
}

const posts = (server: { requests: { method: string }[] }) => server.requests.filter((r) => r.method === 'POST');

it('a blank billing address: a message under each wrong field, the focus on the first, nothing sent', async () => {
  const { server, navigate } = await checkoutPage();
  fireEvent.click(screen.getByLabelText('Add a billing address'));
  const billing = document.querySelector('.co-subsection')!;
  expect(billing).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  });
  const first = document.getElementById('field-billing-firstName') as HTMLInputElement;
  expect(first.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('field-billing-firstName-error')!.textContent).toBe('Enter your first name.');
  expect(document.getElementById('field-billing-lastName-error')!.textContent).toBe('Enter your last name.');
  expect(document.getElementById('field-billing-street-error')!.textContent).toBe('Enter the street number and name.');
  expect(document.getElementById('field-billing-province-error')!.textContent).toBe('Enter the province or state.');
  expect(document.activeElement).toBe(first);
  expect(posts(server)).toHaveLength(0);
  expect(navigate).not.toHaveBeenCalled();

  // filled in: on to payment
  for (const [id, value] of Object.entries({
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postCode: 'M5H 2M9',
  })) {
    fireEvent.change(document.getElementById(`field-billing-${id}`)!, { target: { value } });
  }
  expect(document.getElementById('field-billing-firstName-error')).toBeNull();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  });
  expect(document.querySelector('.field--invalid')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/checkout/payment');
});

it('under the minimum order: the shortfall, a way back to the cart, and no going on to payment', async () => {
  const { server, navigate } = await checkoutPage({ subtotal: 850, total: 893 });
  expect(screen.getByText('The minimum order is CA$10.00. Add CA$1.50 more to continue.')).toBeTruthy();
  const step = document.querySelector<HTMLElement>('[data-step="extras"]')!;
  expect(within(step).getByRole('link', { name: 'Edit cart' }).getAttribute('href')).toBe('/checkout/cart');
  const next = screen.getByRole('button', { name: 'Continue to payment' });
  expect(next).toHaveProperty('disabled', true);
  // Enter in a field submits the form: still held back
  await act(async () => {
    fireEvent.submit(document.getElementById('field-comment')!.closest('form')!);
  });
  expect(posts(server)).toHaveLength(0);
  expect(navigate).not.toHaveBeenCalled();
});
