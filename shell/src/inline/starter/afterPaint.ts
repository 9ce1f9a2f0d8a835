/**
 * After a painted frame, then the first idle moment (a second later at most): the largest paint
 * is done by then, and nothing of ours competes with it. A page out of sight waits to be shown.
 */
export function whenPaintedAndIdle(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    document.addEventListener('visibilitychange', () => whenPaintedAndIdle(task), { once: true });
    return;
  }
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
      else task();
    }, 0),
  );
}

/**
 * Once the page's largest paint has been shown, then painted and idle: a frame is shown a
 * moment after the main thread paints it, and a request sent in between competes with the very
 * paint. Without largest-paint entries (older browsers, a page loaded out of sight): 3 s after load.
 */
export function afterLargestPaint(task: () => void): void {
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    whenPaintedAndIdle(task);
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(cap);
    whenPaintedAndIdle(task);
  };
  const observer = new PerformanceObserver(go);
  const cap = setTimeout(go, 3000);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
