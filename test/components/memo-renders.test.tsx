/**
 * Boot work: the page blocks that take plain data (a product strip, the category tiles,
 * a rich description) are memoised: their parent re-rendering with the same data (an answer for
 * another part of the page, app info's messages) does not rebuild their cards, tiles or markup.
 */
import { useState } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { CategoryTiles } from '@/components/category-tiles';
import { ProductStrip } from '@/components/product-strip';
import { RelatedProducts } from '@/components/related-products';
import { RichDescription } from '@/components/rich-description';
import { sanitizeHtml } from '@/domain/html';
import { componentRenders } from '../support/renderCounts';
import { resetTaro } from '../support/taro';

jest.mock('@/platform/scroll-row', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/platform/scroll-row', 'ScrollRow'),
);
jest.mock('@/platform/rich-html', () =>
  jest
    .requireActual<typeof import('../support/renderCounts')>('../support/renderCounts')
    .countingComponent('@/platform/rich-html', 'RichHtml'),
);

const mockRenders = () => ({ row: componentRenders.ScrollRow ?? 0, html: componentRenders.RichHtml ?? 0 });

beforeEach(() => {
  resetTaro();
  componentRenders.ScrollRow = componentRenders.RichHtml = 0;
});
afterEach(cleanup);

const categories = [{ name: 'tea', displayName: 'Tea', parentName: null, productCount: 3, image: null, children: [] }];
const none: [] = [];
const nodes = sanitizeHtml('<p>Seasonal fruit.</p>');

it('a parent re-rendering with the same data re-renders no strip, tiles or description', () => {
  let tick: (n: number) => void = () => undefined;
  function Page() {
    const [n, set] = useState(0);
    tick = set;
    return (
      <>
        <span>{`render ${n}`}</span>
        <ProductStrip id="s" title="Featured" products={none} loading />
        <RelatedProducts title="Related" products={none} />
        <CategoryTiles title="Categories" categories={categories} />
        <RichDescription nodes={nodes} />
      </>
    );
  }
  const view = render(<Page />);
  const before = mockRenders();
  expect(before.row).toBe(2);
  expect(before.html).toBe(1);
  act(() => tick(1));
  act(() => tick(2));
  expect(view.getByText('render 2')).toBeTruthy();
  expect(mockRenders()).toEqual(before);
});
