/**
 * CheckoutFrame (components/checkout-frame), what the checkout and payment pages share: the page's
 * heading, then loading, a load error with retry, an empty cart, or the screen's own content.
 */
import { fireEvent, screen } from '@testing-library/react';
import { CheckoutFrame, type CheckoutFrameState } from '@/components/checkout-frame';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

beforeEach(() => resetTaro());

async function frame(state: CheckoutFrameState, loadError: string | null = null) {
  const stores = await loadedStores();
  const onRetry = jest.fn();
  renderIn(
    stores.root,
    <CheckoutFrame
      title="Payment"
      className="co-payment"
      state={state}
      loadError={loadError}
      onRetry={onRetry}
      t={stores.root.session.t}
    >
      <p>the screen&apos;s own content</p>
    </CheckoutFrame>,
  );
  return { onRetry, t: stores.root.session.t };
}

const content = () => screen.queryByText("the screen's own content");

it('always the heading; the content only when ready', async () => {
  await frame('ready');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
  expect(content()).not.toBeNull();
});

it('loading: a status, no content', async () => {
  const { t } = await frame('loading');
  expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(t('istore_checkout_loading')))).toBe(true);
  expect(content()).toBeNull();
});

it("a load error: the server's message (else the common one) and a retry", async () => {
  const { onRetry } = await frame('error', 'The store is closed');
  expect(screen.getByRole('alert').textContent).toContain('The store is closed');
  fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(content()).toBeNull();
});

it('an empty cart: says so and leads back to the store', async () => {
  const { t } = await frame('empty');
  expect(screen.getByText(t('istore_cart_empty'))).not.toBeNull();
  expect(screen.getByRole('link', { name: t('istore_confirmation_continue_shopping') }).getAttribute('href')).toBe(
    '/store',
  );
  expect(content()).toBeNull();
});
