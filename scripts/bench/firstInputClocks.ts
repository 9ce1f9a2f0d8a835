// The page-side stopwatch of the first-input bench: what each document of a run records of the
// input and of the answers, and its read-back. Both clocks are the page's own, so a figure is what
// the screen showed, not what the driver saw.
import type { Page } from '@playwright/test';

/** Times from the tab's timeOrigin, ms; null until they happen. */
export type AnswerClocks = Record<
  'first' | 'lastKey' | 'change' | 'visible' | 'useful' | 'exact',
  number | null
>;

/** Page-side tests of the answers, as function bodies returning a boolean. */
export interface AnswerTests {
  visible: string;
  useful: string;
  exact?: string;
}

// Every document of the run (the next page after a form's post too) records, in the tab's
// sessionStorage, the first input's time, the last key's, and the first frame each answer is
// on screen in, all from its timeOrigin. Watched, not polled every frame: a test run in each
// animation frame keeps the page from ever being idle, and islands that wake at an idle moment
// then never wake (at 4x CPU). The test runs on each change to the page and each input, and
// every 100 ms besides (a checkbox's state is no mutation), once the input has been made.
export async function recordAnswerClocks(page: Page, tests: AnswerTests, waitMs: number): Promise<void> {
  await page.addInitScript(
    ({ visible, useful, exact, waitMs }) => {
      const store = sessionStorage;
      const now = () => String(performance.timeOrigin + performance.now());
      for (const type of ['pointerdown', 'keydown', 'change', 'click'])
        addEventListener(
          type,
          (event) => {
            const at = String(performance.timeOrigin + event.timeStamp);
            if (!store.getItem('bench:first')) store.setItem('bench:first', at);
            if (type === 'keydown') store.setItem('bench:lastKey', at);
            if (type === 'change' && !store.getItem('bench:change')) store.setItem('bench:change', at);
          },
          { capture: true },
        );
      const watch = (key: string, source: string) => {
        if (store.getItem(key)) return;
        const test = new Function(source) as () => boolean;
        let seen = false;
        const passes = () => {
          try {
            return test();
          } catch {
            return false;
          }
        };
        const check = () => {
          if (seen || !store.getItem('bench:first') || !passes()) return;
          seen = true;
          requestAnimationFrame(() => {
            if (!store.getItem(key)) store.setItem(key, now());
            stop();
          });
        };
        const observer = new MutationObserver(check);
        const timer = setInterval(check, 100);
        const limit = setTimeout(() => stop(), waitMs);
        const inputs = ['input', 'change', 'click', 'keydown'];
        function stop() {
          observer.disconnect();
          clearInterval(timer);
          clearTimeout(limit);
          for (const type of inputs) removeEventListener(type, check, true);
        }
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        for (const type of inputs) addEventListener(type, check, true);
        check();
      };
      watch('bench:visible', visible);
      watch('bench:useful', useful);
      if (exact) watch('bench:exact', exact);
    },
    { visible: tests.visible, useful: tests.useful, exact: tests.exact, waitMs },
  );
}

/** What the page has recorded so far; null while no document can answer (a post's next page loading). */
export function readAnswerClocks(page: Page): Promise<AnswerClocks | null> {
  return page
    .evaluate(() => {
      const read = (key: string) => {
        const value = sessionStorage.getItem(`bench:${key}`);
        return value === null ? null : Number(value);
      };
      return {
        first: read('first'),
        lastKey: read('lastKey'),
        change: read('change'),
        visible: read('visible'),
        useful: read('useful'),
        exact: read('exact'),
      };
    })
    .catch(() => null);
}
