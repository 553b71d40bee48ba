/**
 * Interaction latency: changing a line's quantity re-renders that line, the heading's
 * count and the summary, not the other lines nor the page shell. Before, the cart screen read the
 * whole cart, so each change (shown at once, then the server's answer) re-rendered everything on
 * the page twice.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import CartPage from '@/pages/checkout/cart/index';
import { json } from '../support/fakeServer';
import { cartLineWire, cartWire } from '../support/checkout';
import { componentRenders, headerRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';
import { setupStores } from '../stores/helpers';
import { device, renderIn } from '../components/shellHelpers';

// The real line (each by its id) and shell, counted.
jest.mock('@/components/checkout/line-item', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent(
      '@/components/checkout/line-item',
      'LineItem',
      (props: { line: { lineId: string } }) => props.line.lineId,
    ),
);
jest.mock('@/components/page-shell', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/components/page-shell', 'PageShell'),
);

jest.mock('@/domain/header', () =>
  jest.requireActual<typeof import('../support/renderCounts')>('../support/renderCounts').countingHeaderDomain(),
);

beforeEach(() => resetTaro());

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

const TEA = cartLineWire('11', { name: 'Tea', quantity: 2, unitPrice: 1299, lineTotal: 2598 });
const CUP = cartLineWire('12', { name: 'Cup', quantity: 1, unitPrice: 850, lineTotal: 850 });

it("a quantity change re-renders its line and the totals, not the other line nor the page's shell and header", async () => {
  window.history.pushState({}, '', '/checkout/cart');
  const stores = setupStores();
  Object.assign(stores.platform, { getDevice: () => device('mobile') });
  stores.server.on('GET', 'shoppingManagement4/myCart', () => json(cartWire([TEA, CUP])));
  stores.server.on('PUT', 'shoppingManagement4/myCart', () =>
    json(cartWire([{ ...TEA, quantity: 3, lineTotal: 3897 }, CUP])),
  );
  await act(() => stores.root.init());
  renderIn(stores.root, <CartPage />);
  await settle();
  await settle();
  expect(screen.getByText('Tea')).toBeTruthy();
  const before = {
    tea: componentRenders['LineItem 11'] ?? 0,
    cup: componentRenders['LineItem 12'] ?? 0,
    shell: componentRenders.PageShell ?? 0,
    header: headerRenders.count,
  };

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'One more Tea' }));
  });
  await settle();
  await settle();
  expect(stores.server.calls('shoppingManagement4/myCart', 'PUT')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart (4 items)');

  expect((componentRenders['LineItem 11'] ?? 0) - before.tea).toBeGreaterThan(0);
  expect((componentRenders['LineItem 12'] ?? 0) - before.cup).toBe(0);
  expect((componentRenders.PageShell ?? 0) - before.shell).toBe(0);
  // the header shows the number of lines, which stays
  expect(headerRenders.count - before.header).toBe(0);
});
