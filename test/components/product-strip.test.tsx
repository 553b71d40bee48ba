/** ProductStrip: a home strip that failed says so in place and offers a retry; an empty one hides. */
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductStrip } from '@/components/product-strip';

describe('ProductStrip', () => {
  test('a failed strip keeps its heading, says what failed and retries on tap', () => {
    const onRetry = jest.fn();
    render(
      <ProductStrip
        id="featured"
        title="Featured"
        products={[]}
        error={{
          title: 'The products could not be loaded.',
          detail: 'Network error',
          retryLabel: 'Try again',
          onRetry,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The products could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('loaded and empty: nothing is shown', () => {
    const { container } = render(<ProductStrip id="clearance" title="Clearance" products={[]} />);
    expect(container.textContent).toBe('');
  });

  test('while retrying the skeletons show, not the error', () => {
    render(
      <ProductStrip
        id="featured"
        title="Featured"
        products={[]}
        loading
        error={{ title: 'The products could not be loaded.', retryLabel: 'Try again', onRetry: () => undefined }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
