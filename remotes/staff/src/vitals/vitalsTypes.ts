// GET /api/vitals/summary as the API answers it: shared-ui's vitalsShape, named for this page.
import type { VitalName, VitalsSummaryRow } from '@pod/contracts/vitalsShape';

export type { VitalsSummary } from '@pod/contracts/vitalsShape';
export type VitalMetric = VitalName;
export type VitalsRow = VitalsSummaryRow;

/** The order metrics are listed in: loading, responsiveness, stability, then the early ones. */
export const METRIC_ORDER: readonly VitalMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
