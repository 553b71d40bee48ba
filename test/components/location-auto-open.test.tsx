/**
 * The location picker that opens by itself on a first visit (spec 4) is drawn in the very render
 * that brings app info, not in a later one: on a page the app draws itself it is the first
 * screen's largest paint, and a later render came after the page's effects had sent its data calls
 * (LCP of My Account, an order's detail, the campaigns).
 */
import { act, cleanup, screen } from '@testing-library/react';
import { PageShell } from '@/components/page-shell';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, multiLocationStores, renderIn } from './shellHelpers';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeEach(resetTaro);
afterEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  cleanup();
});

const picker = () => screen.queryByRole('dialog', { name: 'Choose the Location' });

test('app info arriving under a shown page opens the picker in the same render, before any other task runs', async () => {
  const stores = multiLocationStores();
  renderIn(stores.root, <PageShell>page</PageShell>);
  expect(picker()).toBeNull();
  // as in the browser: React's own scheduling, no act() flushing everything at the end
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  await stores.root.app.load();
  // only microtasks have run since app info came in: a render React put off to a later task is not here
  await Promise.resolve();
  expect(picker()).not.toBeNull();
  expect(stores.root.location.shouldAutoOpenPicker).toBe(false);
});

test('a store with one location never opens it', async () => {
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  renderIn(stores.root, <PageShell>page</PageShell>);
  await act(() => stores.root.app.load());
  expect(picker()).toBeNull();
});
