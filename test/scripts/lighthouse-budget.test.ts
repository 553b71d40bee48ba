import {
  cell,
  figuresOf,
  median,
  medianFigures,
  misses,
  withinBudget,
  type LighthouseFigures,
} from '../../scripts/lighthouse-budget';

// The Lighthouse goal: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, a11y 100, best practices 100, SEO ≥ 95.
const good: LighthouseFigures = { perf: 97, lcp: 1800, tbt: 90, cls: 0.01, a11y: 100, bestPractices: 100, seo: 100 };

describe('Lighthouse budget', () => {
  test.each([
    ['perf', 95, true],
    ['perf', 94.6, true], // shown as 95 by Lighthouse
    ['perf', 94, false],
    ['lcp', 2000, true],
    ['lcp', 2001, false],
    ['tbt', 150, true],
    ['tbt', 151, false],
    ['cls', 0.02, true],
    ['cls', 0.021, false],
    ['a11y', 100, true],
    ['a11y', 99, false],
    ['bestPractices', 99, false],
    ['seo', 95, true],
    ['seo', 92, false],
  ] as const)('%s %d within budget: %s', (figure, value, ok) => {
    expect(withinBudget(figure, value)).toBe(ok);
  });

  test('median of 3 per figure: a slow outlier run does not set the figure', () => {
    const m = medianFigures([good, { ...good, perf: 60, lcp: 5400, cls: 0.766 }, { ...good, perf: 96, lcp: 1900 }]);
    expect(m).toEqual({ ...good, perf: 96, lcp: 1900 });
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  test('misses name the figures over budget, in table order', () => {
    expect(misses(good)).toEqual([]);
    expect(misses({ ...good, cls: 0.129, perf: 65, seo: 90 })).toEqual(['perf', 'cls', 'seo']);
  });

  test('a cell shows the value beside its budget and marks a miss', () => {
    expect(cell('lcp', 5430)).toBe('!5.43 s (≤2.00 s)');
    expect(cell('tbt', 129)).toBe(' 129 ms (≤150 ms)');
    expect(cell('perf', 97)).toBe(' 97 (≥95)');
  });

  test('figures come from the report: category scores ×100, metric numeric values', () => {
    const lhr = {
      categories: {
        performance: { score: 0.65 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 0.92 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 5428.2 },
        'total-blocking-time': { numericValue: 332 },
        'cumulative-layout-shift': { numericValue: 0.129 },
      },
    };
    expect(figuresOf(lhr)).toEqual({
      perf: 65,
      a11y: 100,
      bestPractices: 100,
      seo: 92,
      lcp: 5428.2,
      tbt: 332,
      cls: 0.129,
    });
    expect(() => figuresOf({ ...lhr, audits: {} })).toThrow(/largest-contentful-paint/);
  });
});
