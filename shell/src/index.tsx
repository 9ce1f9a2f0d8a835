import { scheduleVitalsReporter } from './vitals/scheduleVitalsReporter.ts';

// Async boundary so Module Federation can negotiate shared singletons first. The page is
// already on screen (server-composed); start the app's code after the browser has painted
// a frame, so React's download and start-up never stand between the HTML and its paint.
const start = () => import('./bootstrap.tsx');
if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
// Real visitors' Web Vitals, fetched after the load event when the browser is idle.
scheduleVitalsReporter();
