import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { vitalsRoute } from './vitalsRoute.ts';

/** Where the beacons go (api/src/vitals/vitalsRoutes.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

interface QueuedVital {
  name: Metric['name'];
  value: number;
}

/**
 * Reports LCP, INP, CLS, FCP and TTFB of this page load in batches: values wait in a queue
 * and leave in one sendBeacon when the page is hidden or left, which is when web-vitals
 * settles LCP, CLS and INP. Each measurement is sent once (by its id); all are counted under
 * the route of the page that was loaded, as field data for a page load usually is.
 */
export function startVitalsReporter(loadedPath: string = location.pathname): void {
  const route = vitalsRoute(loadedPath);
  const queue = new Map<string, QueuedVital>();
  const sent = new Set<string>();
  const enqueue = (metric: Metric) => {
    if (!sent.has(metric.id)) queue.set(metric.id, { name: metric.name, value: metric.value });
  };
  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue.values()];
    // A string goes as text/plain, which needs no preflight; the API reads it as JSON.
    if (navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ route, metrics }))) {
      for (const id of queue.keys()) sent.add(id);
      queue.clear();
    }
  };
  onTTFB(enqueue);
  onFCP(enqueue);
  onLCP(enqueue);
  onCLS(enqueue);
  onINP(enqueue);
  // Window, bubbling: after web-vitals' own capturing listeners have reported on hiding.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
