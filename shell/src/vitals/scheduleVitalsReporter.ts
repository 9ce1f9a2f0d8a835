// The part of the Web Vitals reporter in the first load: a few lines that wait for the load
// event and then an idle moment before fetching the reporter (its own lazy chunk, with the
// web-vitals library), so measuring never competes with a paint or the page's own code.
export function scheduleVitalsReporter(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  // The page that was loaded: a click to another route before the reporter arrives must not
  // move this load's TTFB, FCP and LCP to that route.
  const loadedPath = location.pathname;
  const start = () => {
    // A chunk that fails to load (e.g. gone after a deploy) costs this page load's vitals,
    // not an unhandled rejection in the visitor's console and the error reports.
    const load = () =>
      void import('./vitalsReporter.ts').then(
        (reporter) => reporter.startVitalsReporter(loadedPath),
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 1000);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
