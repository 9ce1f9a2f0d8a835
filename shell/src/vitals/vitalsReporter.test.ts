import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// web-vitals itself needs a real browser; here each onX hands its callback to the test.
const callbacks: ((metric: Metric) => void)[] = [];
vi.mock('web-vitals', () => {
  const capture = (callback: (metric: Metric) => void) => {
    callbacks.push(callback);
  };
  return { onCLS: capture, onFCP: capture, onINP: capture, onLCP: capture, onTTFB: capture };
});

const { startVitalsReporter, VITALS_ENDPOINT } = await import('./vitalsReporter.ts');

const metric = (name: Metric['name'], value: number, id = `${name}-1`) => ({ name, value, id }) as Metric;
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

/** Starts the reporter and lets each measurement start (each in a task of its own). */
const start = (loadedPath?: string) => {
  startVitalsReporter(loadedPath);
  vi.runAllTimers();
};

let beacons: { url: string; body: unknown }[];
beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  callbacks.length = 0;
  document.body.innerHTML =
    '<script type="application/json" id="pod-boot">{"routes":[{"path":"/faqs","remote":"marketing","module":"./Faqs"}]}</script>';
  window.history.replaceState(null, '', '/faqs?q=private');
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('vitals reporter', () => {
  it('starts each measurement in a task of its own, so its start never holds the page for long', () => {
    startVitalsReporter();
    expect(callbacks).toHaveLength(0);
    for (let started = 1; started <= 5; started++) {
      vi.advanceTimersToNextTimer();
      expect(callbacks).toHaveLength(started);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends nothing while the page is shown, then one batch with the route pattern when it is hidden', () => {
    start();
    const [reportTtfb, reportFcp] = callbacks;
    reportTtfb?.(metric('TTFB', 100));
    reportFcp?.(metric('FCP', 100));
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toEqual([
      {
        url: VITALS_ENDPOINT,
        body: {
          route: '/faqs',
          metrics: [
            { name: 'TTFB', value: 100 },
            { name: 'FCP', value: 100 },
          ],
        },
      },
    ]);
  });

  it('names the route of the page that was loaded, even after moving to another', () => {
    window.history.replaceState(null, '', '/why-us');
    start('/faqs');
    callbacks[0]?.(metric('TTFB', 90));
    hide();
    expect(beacons.map((beacon) => (beacon.body as { route: string }).route)).toEqual(['/faqs']);
  });

  it('sends CLS and INP only when the page is left, with the value they grew to, and each measurement once', () => {
    start();
    const report = callbacks[0];
    report?.(metric('LCP', 1200));
    report?.(metric('CLS', 0.01));
    hide();
    report?.(metric('CLS', 0.02)); // the same measurement, grown after the first hide
    report?.(metric('INP', 80));
    report?.(metric('LCP', 1200)); // already sent: not again
    hide();
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { route: '/faqs', metrics: [{ name: 'LCP', value: 1200 }] },
      {
        route: '/faqs',
        metrics: [
          { name: 'CLS', value: 0.02 },
          { name: 'INP', value: 80 },
        ],
      },
    ]);
  });
});
