import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { gridLayout, nearEnd, throttle, visibleRows, type RowWindow } from '@/domain/grid';
import { INFINITE_SCROLL } from '@/domain/constants';
import {
  designPx,
  tallestCell,
  useElementViewport,
  viewportHeight,
  type ElementViewport,
} from '@/platform/page-scroll';
import './index.scss';

let nextId = 0;

export interface VirtualGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** A cell's content; `infoHeight` is the fixed text block under the picture (px of this screen). */
  renderItem: (item: T, index: number, infoHeight: number) => ReactNode;
  /** Fixed text block under each cell's square picture (design px). */
  infoHeight: number;
  /** Picture height / width (1: square). */
  aspect?: number;
  /** Gap between cells (design px). */
  gap?: number;
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
  /** Extra rows of placeholders after the items (the next page loading). */
  placeholderRows?: number;
  renderPlaceholder?: (index: number, infoHeight: number) => ReactNode;
  /** More items can come: onEndReached fires when the viewport nears the end. */
  hasMore?: boolean;
  onEndReached?: () => void;
  /** Accessible name of the list. */
  label?: string;
  /** Width before the first measurement (px), e.g. in tests. */
  initialWidth?: number;
  /** A fixed number of columns (1: a list of rows) instead of one per width. */
  columns?: number;
}

/**
 * A windowed grid of fixed-ratio cells: every row has the same height (picture box + fixed text
 * block), so only the rows near the viewport (plus `overscan`) are rendered, between spacers
 * that keep the full height. However long the list, the number of rendered cells stays bounded.
 * Near the end (spec 2.8: down distance 2 rows, throttle 150 ms) it asks for more.
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const { items, keyOf, renderItem, aspect = 1, overscan = 3, placeholderRows = 0, hasMore = false } = props;
  const [id] = useState(() => `vgrid-${++nextId}`);
  const gap = designPx(props.gap ?? 12);
  const infoHeight = Math.round(designPx(props.infoHeight));
  const [view, setView] = useState<ElementViewport>(() => ({
    top: 0,
    width: props.initialWidth ?? 0,
    viewportHeight: viewportHeight(),
  }));

  const assumed = useMemo(
    () => gridLayout(view.width, { gap, infoHeight, aspect, columns: props.columns }),
    [view.width, gap, infoHeight, aspect, props.columns],
  );
  // The tallest cell drawn at this width: a row height assumed before anything is drawn cannot
  // know how long a card's text is in each language, at each width or zoom, so a row that needs
  // more grows every row to it (rows of one height keep the windowing arithmetic exact).
  const [tallest, setTallest] = useState({ width: 0, height: 0 });
  const grown = tallest.width === view.width ? Math.ceil(tallest.height) + gap : 0;
  const layout = grown > assumed.rowHeight ? { ...assumed, rowHeight: grown } : assumed;
  const itemRows = Math.ceil(items.length / layout.columns);
  const rowCount = itemRows + placeholderRows;
  const gridHeight = rowCount * layout.rowHeight;

  const windowOf = (v: ElementViewport): RowWindow =>
    visibleRows({
      scrollTop: -v.top,
      viewportHeight: v.viewportHeight,
      gridTop: 0,
      rowHeight: layout.rowHeight,
      rowCount,
      overscan,
    });

  // the latest props for the throttled end check
  const endRef = useRef({ hasMore, onEndReached: props.onEndReached, gridHeight, rowHeight: layout.rowHeight });
  useLayoutEffect(() => {
    endRef.current = { hasMore, onEndReached: props.onEndReached, gridHeight, rowHeight: layout.rowHeight };
  });
  const checkEnd = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- throttle keeps the function for scroll events; it reads the ref then, never during render
      throttle((v: ElementViewport) => {
        const e = endRef.current;
        if (!e.hasMore || !e.onEndReached || e.rowHeight <= 0) return;
        const near = nearEnd({
          scrollTop: -v.top,
          viewportHeight: v.viewportHeight,
          gridTop: 0,
          gridHeight: e.gridHeight,
          rowHeight: e.rowHeight,
          downDistance: INFINITE_SCROLL.downDistance,
        });
        if (near) e.onEndReached();
      }, INFINITE_SCROLL.throttleMs),
    [],
  );
  useEffect(() => () => checkEnd.cancel(), [checkEnd]);

  // The last viewport handed to React: a measure that moves nothing sets no state. (An updater
  // returning the old state still rendered the grid once, a commit of its own, whenever React
  // could not bail out before rendering: each time the list's length changed, at start-up.)
  const shown = useRef(view);
  useElementViewport(
    id,
    (v) => {
      const old = shown.current;
      if (old.top !== v.top || old.width !== v.width || old.viewportHeight !== v.viewportHeight) {
        shown.current = v;
        setView(v);
      }
      checkEnd(v);
    },
    [items.length, placeholderRows, hasMore],
  );

  const { start, end } = windowOf(view);
  // measured again whenever other cells are drawn (not on every scroll frame: a query each)
  const cellHeight = layout.rowHeight - gap;
  useLayoutEffect(() => {
    if (view.width <= 0) return;
    const width = view.width;
    tallestCell(id, (height) => {
      if (height > cellHeight + 0.5) setTallest({ width, height });
    });
  }, [id, view.width, start, end, items.length, cellHeight]);

  const cells: ReactNode[] = [];
  const firstIndex = start * layout.columns;
  const lastIndex = Math.min(items.length, end * layout.columns);
  for (let i = firstIndex; i < lastIndex; i++) {
    cells.push(
      <View key={keyOf(items[i])} className="virtual-grid__cell" {...a11y({ role: 'listitem' })}>
        {renderItem(items[i], i, infoHeight)}
      </View>,
    );
  }
  if (props.renderPlaceholder && placeholderRows > 0 && end > itemRows) {
    const from = Math.max(items.length, firstIndex);
    const to = Math.min((itemRows + placeholderRows) * layout.columns, end * layout.columns);
    for (let i = from; i < to; i++) {
      cells.push(
        <View key={`placeholder-${i}`} className="virtual-grid__cell" {...a11y({ hidden: true })}>
          {props.renderPlaceholder(i, infoHeight)}
        </View>,
      );
    }
  }

  return (
    <View id={id} className="virtual-grid" style={{ height: `${gridHeight}px` }}>
      <View
        className="virtual-grid__window"
        {...a11y({ role: 'list' })}
        aria-label={props.label}
        style={{
          transform: `translateY(${start * layout.rowHeight}px)`,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          // at least the row height; a cell whose content needs more shows it all and is measured
          gridAutoRows: `minmax(${layout.rowHeight - gap}px, auto)`,
          gap: `${gap}px`,
        }}
      >
        {view.width > 0 ? cells : null}
      </View>
    </View>
  );
}
