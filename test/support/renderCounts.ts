/**
 * Render counts for the issue 23 tests (interaction latency): how often the site header renders.
 * The header is an observer, so a wrapper around it would miss the renders its own reaction makes;
 * it asks isHeaderVisible once per render, which this counts. In a test file:
 *   jest.mock('@/domain/header', () => jest.requireActual('../support/renderCounts').countingHeaderDomain());
 */
export const headerRenders = { count: 0 };

export function countingHeaderDomain(): typeof import('@/domain/header') {
  const actual = jest.requireActual<typeof import('@/domain/header')>('@/domain/header');
  return {
    ...actual,
    isHeaderVisible: (...args: Parameters<typeof actual.isHeaderVisible>) => {
      headerRenders.count++;
      return actual.isHeaderVisible(...args);
    },
  };
}
