// GET /api/vitals/summary as the API answers it (api/src/vitals/vitalsSummary.ts).
export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** The order metrics are listed in: loading, responsiveness, stability, then the early ones. */
export const METRIC_ORDER: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

export interface VitalsRow {
  route: string;
  metric: VitalMetric;
  unit: 'ms' | 'score';
  p75: number;
  samples: number;
  lab: number | null;
}

export interface VitalsSummary {
  days: number;
  fromDay: string;
  rows: VitalsRow[];
  lab: { measuredAt: string; method: string } | null;
}
