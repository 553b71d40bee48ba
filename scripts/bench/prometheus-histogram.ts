/** Histograms in the Prometheus text format, read back as `histogram_quantile` reads them. */

export interface Bucket {
  le: number;
  count: number;
}

/** `name_bucket{...} n` lines of a Prometheus text answer, as labels and a count. */
export function bucketsOf(text: string, name: string): { labels: Record<string, string>; le: number; count: number }[] {
  const out: { labels: Record<string, string>; le: number; count: number }[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    const m = /^[^{]+\{(.*)\}\s+([0-9.eE+-]+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of m[1].matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
    delete labels.le;
    out.push({ labels, le, count: Number(m[2]) });
  }
  return out;
}

/** The q-quantile of cumulative buckets, linear inside its bucket (histogram_quantile's rule). */
export function quantileOf(buckets: Bucket[], q: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (!total) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const b of sorted) {
    if (b.count >= rank) {
      // over the last finite bound: that bound is all a histogram can say
      if (b.le === Infinity) return lower;
      const inBucket = b.count - below;
      return inBucket ? lower + ((b.le - lower) * (rank - below)) / inBucket : b.le;
    }
    lower = b.le;
    below = b.count;
  }
  return lower;
}
