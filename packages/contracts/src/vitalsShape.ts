// The staff Web Vitals report as the API answers it (GET /api/vitals/summary): the API builds
// it, the upload remote's /staff/vitals shows it.

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One line of the staff page: a route's metric from the field, beside the lab's figure. */
export interface VitalsSummaryRow {
  route: string;
  metric: VitalName;
  unit: 'ms' | 'score';
  /** 75th percentile of real visits (interpolated in its bucket). */
  p75: number;
  samples: number;
  /** The bench's figure for the same route and metric, or null when it measures none. */
  lab: number | null;
}

export interface VitalsSummary {
  days: number;
  /** First UTC day counted (inclusive). */
  fromDay: string;
  rows: VitalsSummaryRow[];
  lab: { measuredAt: string; method: string } | null;
}
