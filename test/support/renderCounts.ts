/**
 * Render counts for the interaction-latency tests: how often the site header renders.
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

/** Renders of the components counted with countingComponent, by component name. */
export const componentRenders: Record<string, number> = {};

/**
 * The module at `path` with its component `name` counted in componentRenders on every render. The
 * counting stand-in is not memoised: a parent's every render of the component counts. In a test file:
 *   jest.mock('@/platform/skip-link', () =>
 *     jest.requireActual<typeof import('../support/renderCounts')>('../support/renderCounts').countingComponent('@/platform/skip-link', 'SkipLink'));
 */
export function countingComponent(
  path: string,
  name: string,
  /** Also counts each instance apart, as `${name} ${keyOf(props)}` (a cart line by its id). */
  keyOf?: (props: never) => string,
): Record<string, unknown> {
  const React = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<Record<string, import('react').ComponentType<object>>>(path);
  const Counted = (props: object) => {
    componentRenders[name] = (componentRenders[name] ?? 0) + 1;
    if (keyOf) {
      const key = `${name} ${keyOf(props as never)}`;
      componentRenders[key] = (componentRenders[key] ?? 0) + 1;
    }
    return React.createElement(actual[name], props);
  };
  return { ...actual, [name]: Counted };
}
