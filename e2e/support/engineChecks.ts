import { type EnginePage, type Target, targetLabel } from './engine.ts';
import { expect } from './engineFixture.ts';

// Checks the cross-engine specs share, written against EnginePage only.

/** Waits until the shell and the page (if it has a root) are hydrated: buttons answer from here on. */
export async function waitUntilHydrated(page: EnginePage): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.querySelector('main [data-page-root]');
          return !root || root.getAttribute('data-hydrated') === 'true';
        }),
      { message: `${page.engine}: the page is hydrated`, timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until the shell's script runs the page: from then on a link shows its page in place
 * (before, the browser loads it from the server). On a page whose islands wait for the visitor,
 * that is once the visitor has reached for one.
 */
export async function waitUntilShellAwake(page: EnginePage): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[data-island-hydrated]') !== null), {
      message: `${page.engine}: the shell is awake`,
      timeout: 30_000,
    })
    .toBe(true);
}

/** The page's <h1> text, once there. */
export function mainHeading(page: EnginePage): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
  );
}

/** How far the page is wider than its viewport (0: no horizontal overflow). */
export function horizontalOverflow(page: EnginePage): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

interface Stop {
  atEnd: boolean;
  /** The images in view still not loaded (not complete, or no pixels) when the stop gave up. */
  notLoaded: string[];
  overflow: number;
}

/**
 * Runs in the page: scrolls to stop `index` (80% of a viewport apart), waits there up to
 * `timeoutMs` for every image in view to load, and says what it found, in one round trip.
 */
function scrollToStop({ index, timeoutMs }: { index: number; timeoutMs: number }): Promise<Stop> {
  const step = Math.floor(window.innerHeight * 0.8);
  window.scrollTo({ top: index * step, behavior: 'instant' });
  const notLoaded = () =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return inView && box.width > 0 && box.height > 0 && img.checkVisibility();
      })
      .filter((img) => !(img.complete && img.naturalWidth > 0))
      .map((img) => img.currentSrc || img.src);
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      const missing = notLoaded();
      if (missing.length === 0 || performance.now() > deadline) {
        resolve({
          atEnd: index * step + window.innerHeight >= document.documentElement.scrollHeight,
          notLoaded: missing,
          overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        });
      } else setTimeout(look, 50);
    };
    look();
  });
}

/**
 * Scrolls through the whole page a viewport at a time and, at each stop, waits for every image in
 * view to load; checks no stop overflows sideways. Ends back at the top.
 */
export async function scrollThroughCheckingImages(page: EnginePage, label: string): Promise<void> {
  for (let index = 0; ; index++) {
    const stop = await page.evaluate(scrollToStop, { index, timeoutMs: 20_000 });
    expect(stop.notLoaded, `${label}: every image in view loads (stop ${index})`).toEqual([]);
    expect(stop.overflow, `${label}: no horizontal overflow (stop ${index})`).toBe(0);
    if (stop.atEnd || index > 60) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Waits until the target is there and visible. */
export async function expectVisible(page: EnginePage, target: Target, timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => (await page.textOf(target)) !== null, {
      message: `${page.engine}: ${targetLabel(target)} is visible`,
      timeout,
    })
    .toBe(true);
}

/** Waits until the page's address ends with `path` (and its query). */
export async function expectPath(page: EnginePage, path: string): Promise<void> {
  await expect
    .poll(async () => {
      const url = new URL(await page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(path);
}

/** How many elements match a CSS selector, visible or not. */
export function countOf(page: EnginePage, css: string): Promise<number> {
  return page.evaluate((selector: string) => document.querySelectorAll(selector).length, css);
}
