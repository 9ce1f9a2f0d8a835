import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { vitalsRoute } from './vitalsRoute.ts';

/** Where the beacons go (api/src/vitals/vitalsRoutes.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

interface QueuedVital {
  name: Metric['name'];
  value: number;
}

// CLS and INP can still grow while the page is hidden and shown again; they are final only
// when the page is left (pagehide), so they wait for it. The other three are final at the
// first hide. The cost: a tab discarded while hidden, without a pagehide, sends no CLS or INP.
const FINAL_AT_PAGEHIDE: ReadonlySet<Metric['name']> = new Set(['CLS', 'INP']);

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page load in batches: values wait in a queue
 * (the latest value of each measurement) and leave in one sendBeacon when the page is hidden
 * (LCP, FCP, TTFB) or left (all). Each measurement is sent once, by its id, as the server only
 * adds counts; all are counted under the route of the page that was loaded, as field data
 * for a page load usually is.
 */
export function startVitalsReporter(loadedPath: string = location.pathname): void {
  const route = vitalsRoute(loadedPath);
  const queue = new Map<string, QueuedVital>();
  const sent = new Set<string>();
  const enqueue = (metric: Metric) => {
    if (!sent.has(metric.id)) queue.set(metric.id, { name: metric.name, value: metric.value });
  };
  const flush = (leaving: boolean) => {
    const batch = [...queue].filter(([, vital]) => leaving || !FINAL_AT_PAGEHIDE.has(vital.name));
    if (batch.length === 0) return;
    const metrics = batch.map(([, vital]) => vital);
    // A string goes as text/plain, which needs no preflight; the API reads it as JSON.
    if (navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ route, metrics }))) {
      for (const [id] of batch) {
        sent.add(id);
        queue.delete(id);
      }
    }
  };
  // Each measurement starts in a task of its own: together they are one long task on a slow
  // phone, and the reporter must never be what holds up a tap.
  const measurements = [onTTFB, onFCP, onLCP, onCLS, onINP];
  const startNext = () => {
    measurements.shift()?.(enqueue);
    if (measurements.length > 0) setTimeout(startNext, 0);
  };
  setTimeout(startNext, 0);
  // Window, bubbling: after web-vitals' own capturing listeners have reported on hiding.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(false);
  });
  addEventListener('pagehide', () => flush(true));
}
