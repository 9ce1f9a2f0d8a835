// The Web Vitals the shell reports, and the fixed buckets their values are counted in. The
// same bounds feed the Prometheus histograms and the daily counts in the database, so a p75
// read from either agrees. Bounds are frozen: rows already stored name a bucket by its
// index, so changing a metric's bounds needs a new metric name (the 0 bounds of TTFB and
// CLS were added before any production data was stored).

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const isVitalName = (value: unknown): value is VitalName =>
  typeof value === 'string' && (VITAL_NAMES as readonly string[]).includes(value);

/** Milliseconds, except CLS (a unitless layout-shift score). */
export const vitalUnit = (name: VitalName): 'ms' | 'score' => (name === 'CLS' ? 'score' : 'ms');

/**
 * Upper bounds (inclusive) of each metric's buckets, ascending; one more bucket, past the last
 * bound, catches the rest. Denser around Google's good / needs-improvement thresholds.
 * CLS and TTFB start with a bucket of exactly 0: most pages shift nothing, and web-vitals
 * reports TTFB 0 for a back/forward-cache restore, so a p75 that is 0 must read 0, not a
 * quarter into the first range. LCP, FCP and INP measure a paint or an interaction and are
 * never 0.
 */
export const VITAL_BUCKETS: Readonly<Record<VitalName, readonly number[]>> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7000, 10_000],
  FCP: [300, 600, 900, 1200, 1500, 1800, 2400, 3000, 4000, 6000],
  TTFB: [0, 100, 200, 400, 600, 800, 1000, 1500, 1800, 2500, 4000],
  INP: [25, 50, 100, 150, 200, 300, 400, 500, 750, 1000],
  CLS: [0, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 1],
};

/** The bucket a value falls in: the first whose bound it does not pass, else the overflow one. */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = VITAL_BUCKETS[name];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile from bucket counts (index → count), interpolated linearly inside its
 * bucket as Prometheus' histogram_quantile does; in the overflow bucket it is the last bound
 * (all we know is "more than that"). Undefined without samples.
 */
export function p75FromBuckets(name: VitalName, counts: ReadonlyMap<number, number>): number | undefined {
  const bounds = VITAL_BUCKETS[name];
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total <= 0) return undefined;
  const rank = 0.75 * total;
  let below = 0;
  for (let index = 0; index <= bounds.length; index++) {
    const count = counts.get(index) ?? 0;
    if (count > 0 && below + count >= rank) {
      const upper = bounds[index];
      if (upper === undefined) return bounds[bounds.length - 1];
      const lower = index === 0 ? 0 : (bounds[index - 1] ?? 0);
      return lower + (upper - lower) * ((rank - below) / count);
    }
    below += count;
  }
  return bounds[bounds.length - 1];
}
