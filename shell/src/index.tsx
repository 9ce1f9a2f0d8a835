// Async boundary so Module Federation can negotiate shared singletons first. This script is
// requested only when the page needs it, after it has loaded and painted (shell/src/inline/islands.ts),
// so React's download and start-up never stand between the server's HTML and its paint.
// (Real visitors' Web Vitals are an entry of their own: src/vitals/vitalsEntry.ts.)
import('./boot/evaluateInTurn.ts')
  .then(({ evaluateInTurn }) => evaluateInTurn())
  .then(() => import('./bootstrap.tsx'));
