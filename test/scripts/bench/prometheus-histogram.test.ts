/** The bench's p75 of field vitals reads the web server's histograms as Prometheus would. */
import { bucketsOf, quantileOf } from '../../../scripts/bench/prometheus-histogram';

const METRICS = [
  '# HELP storefront_rum_seconds Field vitals',
  'storefront_rum_seconds_bucket{le="0.5",platform="h5",route="/store/product/:id",metric="LCP"} 1',
  'storefront_rum_seconds_bucket{le="1",platform="h5",route="/store/product/:id",metric="LCP"} 3',
  'storefront_rum_seconds_bucket{le="2",platform="h5",route="/store/product/:id",metric="LCP"} 4',
  'storefront_rum_seconds_bucket{le="+Inf",platform="h5",route="/store/product/:id",metric="LCP"} 4',
  'storefront_rum_seconds_sum{platform="h5",route="/store/product/:id",metric="LCP"} 3.1',
  'storefront_rum_cls_bucket{le="0.1",route="/"} 2',
].join('\n');

test('buckets of one histogram, with their labels and bounds', () => {
  const b = bucketsOf(METRICS, 'storefront_rum_seconds');
  expect(b).toHaveLength(4);
  expect(b[0]).toEqual({ labels: { platform: 'h5', route: '/store/product/:id', metric: 'LCP' }, le: 0.5, count: 1 });
  expect(b[3].le).toBe(Infinity);
  expect(bucketsOf(METRICS, 'storefront_rum_cls')).toEqual([{ labels: { route: '/' }, le: 0.1, count: 2 }]);
});

test.each([
  // 4 visits: the 3rd (rank 3) is the bucket's top (1 s); halfway through 0.5..1 s for rank 2
  [0.75, 1],
  [0.5, 0.75],
  [0.25, 0.5],
  [1, 2],
])('quantile %p of the LCP buckets: %p s', (q, expected) => {
  expect(quantileOf(bucketsOf(METRICS, 'storefront_rum_seconds'), q)).toBeCloseTo(expected, 6);
});

test('no visit: no figure; all past the last bound: that bound', () => {
  expect(quantileOf([], 0.75)).toBeNull();
  expect(
    quantileOf(
      [
        { le: 1, count: 0 },
        { le: Infinity, count: 3 },
      ],
      0.75,
    ),
  ).toBe(1);
});
