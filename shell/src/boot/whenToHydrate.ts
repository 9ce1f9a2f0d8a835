import type { HydrateOn, MarkedIsland } from '@pod/shared-ui';
import { REACHED_MARK, REACHING, visibleMargin } from '@pod/shared-ui/islandLife';
import { afterInputAnswered } from './afterInputAnswered.ts';

// Idle islands wait at most this long for an idle moment.
const IDLE_TIMEOUT_MS = 2000;

/** `interaction`: when the visitor reaches for the island, or at `hydrateBy` ms after the page started. */
function whenReached(element: Element, start: () => void, hydrateBy: number | undefined): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  let answering: (() => void) | undefined;
  const onReach = (event: Event) => {
    // A touch pointer passing over is not a mouse resting on it; its press follows anyway.
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    answering ??= afterInputAnswered(event.type, once);
  };
  for (const type of REACHING) element.addEventListener(type, onReach, { passive: true });
  const timer =
    hydrateBy === undefined ? undefined : setTimeout(once, Math.max(0, hydrateBy - performance.now()));
  // The shell's code runs on this page anyway (another island, a link): waiting saves nothing
  // more, and a slideshow's CSS show may not outlive the shell's styles, so come alive when idle.
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS })
      : undefined;
  const cancel = () => {
    for (const type of REACHING) element.removeEventListener(type, onReach);
    clearTimeout(timer);
    answering?.();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
  if (element.hasAttribute(REACHED_MARK)) queueMicrotask(once);
  return () => {
    done = true;
    cancel();
  };
}

/**
 * What shows where an island is: the island's wrapper has no box of its own (display:
 * contents), so what it holds; an island whose server HTML is empty (it shows something only
 * once live) is where what follows it starts.
 */
function watchedBoxes(element: Element): Element[] {
  if (element.children.length > 0) return [...element.children];
  // The first element after it in the page, up the tree if it comes last in its parent.
  let node: Element | null = element;
  while (node && !node.nextElementSibling) node = node.parentElement;
  const after = node?.nextElementSibling;
  return after ? [after] : [];
}

/** When an island's mark says it may come to life at the latest, and how far ahead it is watched. */
export type HydrateTiming = Pick<MarkedIsland, 'hydrateBy' | 'screensAhead'>;

/** Calls `start` once, when an island marked `hydrate` should come to life. Returns a cancel. */
export function whenToHydrate(
  element: Element,
  hydrate: HydrateOn,
  start: () => void,
  { hydrateBy, screensAhead = 1 }: HydrateTiming = {},
): () => void {
  if (hydrate === 'interaction') return whenReached(element, start, hydrateBy);
  const boxes = watchedBoxes(element);
  if (hydrate === 'visible' && boxes.length > 0 && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: visibleMargin(screensAhead) },
    );
    for (const box of boxes) observer.observe(box);
    return () => observer.disconnect();
  }
  // An island with nothing to watch (no box, nothing after it) cannot be seen coming: idle.
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
