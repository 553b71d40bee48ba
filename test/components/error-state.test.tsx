import { act, fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from '@/components/error-state';

describe('ErrorState', () => {
  it('says what failed and retries on tap', () => {
    const onRetry = jest.fn();
    render(
      <ErrorState
        title="We could not load the products."
        detail="Network error, please try again"
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not load the products.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself a moment after the connection comes back, not when it goes', () => {
    jest.useFakeTimers();
    const onRetry = jest.fn();
    const { unmount } = render(
      <ErrorState title="We could not load the products." retryLabel="Try again" onRetry={onRetry} />,
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // gone again before the retry: none
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('offline'));
      jest.advanceTimersByTime(2000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(2000);
    expect(onRetry).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
