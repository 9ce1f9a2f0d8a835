import type { HydrateOn } from '@pod/shared-ui';

// An island below the fold starts hydrating a screen before it is seen, so it is live in time.
const VISIBLE_MARGIN = '100% 0px';
// Idle islands wait at most this long for an idle moment.
const IDLE_TIMEOUT_MS = 2000;

/** Calls `start` once, when an island marked `hydrate` should come to life. Returns a cancel. */
export function whenToHydrate(element: Element, hydrate: HydrateOn, start: () => void): () => void {
  // The island's wrapper has no box of its own (display: contents): watch what it holds.
  const boxes = [...element.children];
  if (hydrate === 'visible' && boxes.length > 0 && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
    return () => observer.disconnect();
  }
  // An island with nothing on screen yet cannot be seen coming: it waits for idle instead.
  const atIdle = hydrate === 'idle' || (hydrate === 'visible' && boxes.length === 0);
  if (atIdle && typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  if (atIdle) {
    // No requestIdleCallback (Safari): a second after the start, not at once.
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
  }
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) start();
  });
  return () => {
    cancelled = true;
  };
}
