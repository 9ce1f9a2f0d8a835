import type { VitalsSummary, VitalsSummaryRow } from '@pod/contracts/vitalsShape';
import type { LabVitals } from './labVitals.ts';
import { p75FromBuckets, type VitalName, vitalUnit } from './vitalBuckets.ts';
import type { BucketCounts } from './vitalsStore.ts';

export type { VitalsSummary, VitalsSummaryRow } from '@pod/contracts/vitalsShape';

// Rounded for display: whole milliseconds, CLS to three places.
const rounded = (metric: VitalName, value: number) =>
  metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

/** The field p75 and sample count of every route and metric, with the lab figure beside it. */
export function summariseVitals(
  counts: readonly BucketCounts[],
  lab: LabVitals | null,
  days: number,
  fromDay: string,
): VitalsSummary {
  const rows: VitalsSummaryRow[] = [];
  for (const { route, metric, buckets } of counts) {
    const p75 = p75FromBuckets(metric, buckets);
    if (p75 === undefined) continue;
    let samples = 0;
    for (const count of buckets.values()) samples += count;
    const labFigure = lab?.routes[route]?.[metric];
    rows.push({
      route,
      metric,
      unit: vitalUnit(metric),
      p75: rounded(metric, p75),
      samples,
      lab: labFigure === undefined ? null : rounded(metric, labFigure),
    });
  }
  return {
    days,
    fromDay,
    rows,
    lab: lab ? { measuredAt: lab.measuredAt, method: lab.method } : null,
  };
}
