import { Histogram, type Registry } from 'prom-client';
import { VITAL_BUCKETS, VITAL_NAMES, type VitalName } from '../vitals/vitalBuckets.ts';

// Prometheus names and units: times in seconds (its convention), CLS as its score.
const histogramName: Record<VitalName, string> = {
  LCP: 'web_vitals_lcp_seconds',
  INP: 'web_vitals_inp_seconds',
  FCP: 'web_vitals_fcp_seconds',
  TTFB: 'web_vitals_ttfb_seconds',
  CLS: 'web_vitals_cls',
};
const scale = (metric: VitalName) => (metric === 'CLS' ? 1 : 1 / 1000);

/**
 * One histogram per Web Vital, labelled by route pattern, on the same fixed buckets as the
 * daily counts in the database (vitals/vitalBuckets.ts). Returns the observer.
 */
export function createVitalsHistograms(
  registry: Registry,
): (route: string, metric: VitalName, value: number) => void {
  const histograms = new Map<VitalName, Histogram>();
  for (const metric of VITAL_NAMES) {
    histograms.set(
      metric,
      new Histogram({
        name: histogramName[metric],
        help: `Real visitors' ${metric} (from the shell's beacon), by route pattern.`,
        labelNames: ['route'],
        buckets: VITAL_BUCKETS[metric].map((bound) => bound * scale(metric)),
        registers: [registry],
      }),
    );
  }
  return (route, metric, value) => histograms.get(metric)?.observe({ route }, value * scale(metric));
}
