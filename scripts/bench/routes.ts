/**
 * `npm run bench -- --only=routes`: Lighthouse mobile (default simulated throttling, 4× CPU) on
 * every shopper route, median of N runs, each run a fresh profile: a first visit.
 * Two hosts of the same build:
 *   - as `npm start` serves it (the server draws the first content of the pages it knows);
 *   - a plain static host with gzip (scripts/bench/shared.ts: the built shell, no server-drawn
 *     content, the API forwarded): the app's own boot, with a looser TBT budget.
 * Signed-in routes (the cart with two lines, checkout step 1, My Account, an order's detail) are
 * opened as the demo shopper, signed in through the API first; Lighthouse sends its cookies.
 * The filtered product list and search (filters and sort in the address) are measured on every
 * category: accessibility, best practices and SEO hold the same ≥ 95 there as performance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from '../lighthouse-budget';
import { lighthouseVersion, runLighthouse, type Lhr } from '../lighthouse';
import { demoShopper, shopperRoutes, type ShopperRoute, type ShopperSession } from './shared';

export interface RouteFigures {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The other category scores, where the route is measured on every category. */
  scores?: CategoryScores;
}

interface CategoryScores {
  a11y: number;
  bestPractices: number;
  seo: number;
}

const SCORE_LABELS: Record<keyof CategoryScores, string> = { a11y: 'a11y', bestPractices: 'best pr.', seo: 'SEO' };
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface RouteBudget {
  perf: number;
  tbt: number;
  cls: number;
  /** The least accessibility, best practices and SEO score (where measured). */
  scores: number;
}

export const ROUTE_BUDGET: RouteBudget = { perf: 95, tbt: 150, cls: 0.02, scores: 95 };
/** From a static host the app draws every first screen itself: TBT may be higher. */
export const STATIC_ROUTE_BUDGET: RouteBudget = { perf: 95, tbt: 200, cls: 0.02, scores: 95 };

function figures(lhr: Lhr): RouteFigures {
  const audit = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse result has no ${id}`);
    return v;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scores: lhr.categories.accessibility
      ? { a11y: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') }
      : undefined,
  };
}

const scoreNames = Object.keys(SCORE_LABELS) as (keyof CategoryScores)[];

/** The misses of a median against a budget, by figure name. */
export function routeMisses(f: RouteFigures, b: RouteBudget): string[] {
  const out: string[] = [];
  if (Math.round(f.perf) < b.perf) out.push('perf');
  if (f.tbt > b.tbt) out.push('TBT');
  if (f.cls > b.cls) out.push('CLS');
  for (const name of scoreNames) if (f.scores && Math.round(f.scores[name]) < b.scores) out.push(SCORE_LABELS[name]);
  return out;
}

export function routeLine(label: string, f: RouteFigures, b: RouteBudget): string {
  const missed = routeMisses(f, b);
  const mark = (name: string) => (missed.includes(name) ? '!' : ' ');
  return [
    `${missed.length ? 'OVER' : 'OK  '}  ${label}`.padEnd(62),
    `${mark('perf')}perf ${Math.round(f.perf)} (≥${b.perf})`.padEnd(17),
    ` LCP ${(f.lcp / 1000).toFixed(2)} s`.padEnd(13),
    `${mark('TBT')}TBT ${Math.round(f.tbt)} ms (≤${b.tbt})`.padEnd(20),
    `${mark('CLS')}CLS ${f.cls.toFixed(3)} (≤${b.cls})`,
    ...(f.scores
      ? scoreNames.map((n) => ` ${mark(SCORE_LABELS[n])}${SCORE_LABELS[n]} ${Math.round(f.scores![n])} (≥${b.scores})`)
      : []),
  ].join(' ');
}

export interface RouteHost {
  name: string;
  base: string;
  budget: RouteBudget;
}

export interface RoutesOptions {
  runs: number;
  /** Only routes whose label or path contains one of these (all when empty). */
  only: string[];
}

/**
 * Runs Lighthouse on every route on every host. `apiOrigin` is where the demo shopper signs in
 * (the hosts share its database, so its cookies are good on each).
 */
export async function benchRoutes(apiOrigin: string, hosts: RouteHost[], opts: RoutesOptions): Promise<string[]> {
  const shopper: ShopperSession = await demoShopper(apiOrigin);
  const all = await shopperRoutes(apiOrigin);
  const routes = all.filter(
    (r) => opts.only.length === 0 || opts.only.some((o) => r.label.includes(o) || r.path.includes(o)),
  );
  const lines = new Map<RouteHost, string[]>(hosts.map((h) => [h, []]));
  // Route by route, each on every host: checkout step 1 is measured on both before the order
  // detail's order gives the shopper checkout choices.
  for (const route of routes) {
    const path = route.path.includes('{order}')
      ? route.path.replace('{order}', encodeURIComponent(await shopper.order()))
      : route.path;
    for (const host of hosts) {
      const runs = await measure(host.base, { ...route, path }, shopper, opts.runs, host.name);
      const scored = runs.flatMap((r) => (r.scores ? [r.scores] : []));
      const m: RouteFigures = {
        perf: median(runs.map((r) => r.perf)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        scores: scored.length
          ? {
              a11y: median(scored.map((s) => s.a11y)),
              bestPractices: median(scored.map((s) => s.bestPractices)),
              seo: median(scored.map((s) => s.seo)),
            }
          : undefined,
      };
      lines.get(host)!.push(routeLine(`${route.label}  ${path}`, m, host.budget));
    }
  }
  const out: string[] = [
    `Routes: Lighthouse ${lighthouseVersion()} mobile (simulated throttling, 4x CPU), performance (filtered lists: every category), median of ${opts.runs}, first visit:`,
  ];
  for (const host of hosts) out.push(`  ${host.name} (${host.base}):`, ...lines.get(host)!);
  return out;
}

async function measure(
  base: string,
  route: ShopperRoute,
  shopper: ShopperSession,
  runs: number,
  host: string,
): Promise<RouteFigures[]> {
  const out: RouteFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await runLighthouse(`${base}${route.path}`, {
      categories: route.allCategories ? ALL_CATEGORIES : ['performance'],
      extraHeaders: route.signedIn ? { Cookie: shopper.cookie } : undefined,
    });
    const f = figures(lhr);
    out.push(f);
    const scores = f.scores ? `, a11y ${f.scores.a11y}, best pr. ${f.scores.bestPractices}, SEO ${f.scores.seo}` : '';
    process.stderr.write(
      `  ${host} ${route.label} run ${i + 1}: perf ${f.perf}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}${scores}\n`,
    );
  }
  return out;
}

/** A throw-away data folder for the bench's own `npm start`. */
export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-data-'));
}
