import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { runInAction } from 'mobx';
import { StoreProvider } from '@/stores/context';
import { normalizeProduct } from '@/services/catalogue';
import { ProductCard } from '@/components/product-card';
import { setupStores } from '../stores/helpers';
import { wireProduct } from '../support/catalogue';

function renderCard(overrides: Record<string, unknown> = {}, eager = false) {
  const s = setupStores();
  const product = normalizeProduct(wireProduct(7, { name: 'Jade Tea Set', ...overrides }))!;
  const view = render(
    <StoreProvider store={s.root}>
      <ProductCard product={product} eager={eager} />
    </StoreProvider>,
  );
  return { ...s, ...view };
}

describe('ProductCard', () => {
  test('one link to the product, named by the product; price; sized lazy picture', () => {
    const { container } = renderCard();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/store/product/7');
    expect(link.textContent).toContain('Jade Tea Set');
    expect(screen.getByText('CA$89.00')).toBeTruthy();
    const img = container.querySelector('img')!;
    // the list tile's own 300 px picture, never the product page's 600 px view
    expect(img.getAttribute('src')).toBe('/media/products/7-thumb.svg');
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(container.querySelector('[data-product-id="7"]')).toBeTruthy();
  });

  test('above the fold the picture loads at once', () => {
    const { container } = renderCard({}, true);
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  test('clearance: sale price, struck list price, percent off', () => {
    renderCard({ clearance: true, price: 600, listPrice: 800 });
    expect(screen.getByText('CA$6.00')).toBeTruthy();
    expect(screen.getByText('CA$8.00')).toBeTruthy();
    expect(screen.getByText('25% off')).toBeTruthy();
  });

  test('sold out says so', () => {
    renderCard({ available: false });
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  test('prices follow the chosen currency with its fraction digits (spec 9), marked approximate', async () => {
    const { root } = renderCard({ price: 8900, listPrice: 8900, currencyCode: 'CAD' });
    await act(() => root.init());
    expect(screen.getByText('CA$89.00')).toBeTruthy();
    act(() =>
      runInAction(() => {
        root.session.currency = { baseCurrency: 'CAD', rates: { JPY: '108.40' }, currentCurrency: 'JPY' };
      }),
    );
    expect(screen.getByText('≈ ¥9,648')).toBeTruthy();
  });
});
