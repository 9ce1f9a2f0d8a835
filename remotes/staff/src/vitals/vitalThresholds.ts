import type { VitalMetric } from './vitalsTypes.ts';

/**
 * The published Web Vitals thresholds (web.dev/articles/vitals and each metric's article:
 * lcp, inp, cls, fcp, ttfb): at or under `good` is good, over `poor` is poor, between needs
 * improvement; judged at the 75th percentile of visits, as this report's field figure is.
 * Milliseconds, CLS a score. Written out here rather than imported, so staff pages do not
 * bundle the measuring library; a unit test holds them equal to web-vitals' own constants.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** The rating web-vitals gives a value: over `poor` is poor, over `good` needs improvement. */
export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}
