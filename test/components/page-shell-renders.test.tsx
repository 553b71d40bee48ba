/**
 * Boot work: a page re-renders each time its data answers; the shell around it must not
 * re-render its header and bar with it. PageShell handed them new callbacks on every render, so
 * every answer at start-up re-rendered the whole header (and the rest of the shell).
 */
import { useState } from 'react';
import { act, cleanup } from '@testing-library/react';
import { Text } from '@tarojs/components';
import { PageShell } from '@/components/page-shell';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn } from './shellHelpers';

const renders = { header: 0, bar: 0 };

// The real header and bar, counted: wrapped as memoised components, as observer() makes them.
jest.mock('@/components/site-header', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('@/components/site-header')>('@/components/site-header');
  const Counted = React.memo((props: Parameters<typeof actual.SiteHeader>[0]) => {
    renders.header++;
    return React.createElement(actual.SiteHeader, props);
  });
  return { ...actual, SiteHeader: Counted };
});
jest.mock('@/components/marketplace-header', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('@/components/marketplace-header')>(
    '@/components/marketplace-header',
  );
  const Counted = React.memo((props: Parameters<typeof actual.MarketplaceHeader>[0]) => {
    renders.bar++;
    return React.createElement(actual.MarketplaceHeader, props);
  });
  return { ...actual, MarketplaceHeader: Counted };
});

beforeEach(() => resetTaro());
afterEach(cleanup);

it("a page re-rendering (its data arriving) does not re-render the shell's header and bar", async () => {
  const { root } = await loadedStores();
  let setAnswer: (n: number) => void = () => undefined;
  function Page() {
    const [answer, set] = useState(0);
    setAnswer = set;
    return (
      <PageShell>
        <Text>{`answer ${answer}`}</Text>
      </PageShell>
    );
  }
  const view = renderIn(root, <Page />);
  const before = { ...renders };
  for (let i = 1; i <= 3; i++) act(() => setAnswer(i));
  expect(view.getByText('answer 3')).toBeTruthy();
  expect(renders.header - before.header).toBe(0);
  expect(renders.bar - before.bar).toBe(0);
});
