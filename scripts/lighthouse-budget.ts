/**
 * The Lighthouse goal of `npm run bench` and how runs are reduced to one figure per
 * page: each figure is the median of its runs, checked against its budget.
 */

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  perf: number;
  a11y: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Cumulative layout shift (unitless). */
  cls: number;
}

export type Figure = keyof LighthouseFigures;

interface Budget {
  label: string;
  /** 'min': the figure must be at least the limit; 'max': at most. */
  kind: 'min' | 'max';
  limit: number;
  format: (n: number) => string;
}

const score = (n: number) => String(Math.round(n));
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
const shift = (n: number) => n.toFixed(3);

/** The goal: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, a11y 100, best practices 100, SEO ≥ 95. */
export const LIGHTHOUSE_BUDGET: Record<Figure, Budget> = {
  perf: { label: 'perf', kind: 'min', limit: 95, format: score },
  lcp: { label: 'LCP', kind: 'max', limit: 2000, format: ms },
  tbt: { label: 'TBT', kind: 'max', limit: 150, format: ms },
  cls: { label: 'CLS', kind: 'max', limit: 0.02, format: shift },
  a11y: { label: 'a11y', kind: 'min', limit: 100, format: score },
  bestPractices: { label: 'best pr.', kind: 'min', limit: 100, format: score },
  seo: { label: 'SEO', kind: 'min', limit: 95, format: score },
};

export const FIGURES = Object.keys(LIGHTHOUSE_BUDGET) as Figure[];

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const out = {} as LighthouseFigures;
  for (const f of FIGURES) out[f] = median(runs.map((r) => r[f]));
  return out;
}

/** Whether a figure meets its budget. Scores are compared rounded, as Lighthouse shows them. */
export function withinBudget(figure: Figure, value: number): boolean {
  const b = LIGHTHOUSE_BUDGET[figure];
  const v = b.format === score ? Math.round(value) : value;
  return b.kind === 'min' ? v >= b.limit : v <= b.limit;
}

/** The figures a page misses, in table order. */
export function misses(figures: LighthouseFigures): Figure[] {
  return FIGURES.filter((f) => !withinBudget(f, figures[f]));
}

/** One table cell: "value / budget", with `!` marking a miss. */
export function cell(figure: Figure, value: number): string {
  const b = LIGHTHOUSE_BUDGET[figure];
  const mark = withinBudget(figure, value) ? ' ' : '!';
  return `${mark}${b.format(value)} (${b.kind === 'min' ? '≥' : '≤'}${b.format(b.limit)})`;
}

/** Figures out of a Lighthouse result (its JSON `lhr`). */
export function figuresOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}): LighthouseFigures {
  const cat = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse result has no ${id}`);
    return v;
  };
  return {
    perf: cat('performance'),
    a11y: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
