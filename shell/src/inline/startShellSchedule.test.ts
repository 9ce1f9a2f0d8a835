import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import {
  DUE_EVENT,
  DUE_MARK,
  FAILED_MARK,
  REACHING,
  RETRY_EVENT,
  VISIBLE_MARGIN,
} from '@pod/shared-ui/islandLife';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFramesAndIdle } from '../testing/frameTimers.ts';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The head's starter is the one scheduler of a page's islands: it marks each due (and sends the
// event the shell's hydration waits for) when its data-hydrate says, and starts the shell's code
// with the first. Here the starter as the build emits it.
const STARTER = await inlineScript(join(import.meta.dirname, 'startShell.ts'));

type Observed = { callback: IntersectionObserverCallback; targets: Element[]; margin: string };
const observers: Observed[] = [];
class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, targets: [], margin: options?.rootMargin ?? '' };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {}
}
const intersect = ({ callback, targets }: Observed, isIntersecting: boolean) =>
  callback(
    targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
    {} as never,
  );

function runStarter(body: string): void {
  document.body.innerHTML = `<main><div data-page-root="x">${body}</div></main><script id="pod-boot" type="application/json">${JSON.stringify(
    { prerendered: true, routes: [{ path: '/' }] },
  )}</script>`;
  runHeadScript(STARTER);
}

const entry = () => document.head.querySelector<HTMLScriptElement>('script[src="__ENTRY__"]');
const island = (index = 0) =>
  document.querySelectorAll<HTMLElement>('[data-island-app]')[index] as HTMLElement;
const isDue = (index = 0) => island(index).hasAttribute(DUE_MARK);
const FORM = '<div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div>';

beforeEach(() => {
  vi.useFakeTimers();
  stubFramesAndIdle();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('PerformanceObserver', undefined);
});
afterEach(() => {
  removeHeadScriptListeners();
  observers.length = 0;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('when the head starter says an island is due', () => {
  for (const type of REACHING) {
    it(`"${type}" on an island that waits for the visitor: once the screen has answered it`, () => {
      runStarter(FORM);
      const event =
        type === 'pointerover'
          ? new PointerEvent(type, { bubbles: true, pointerType: 'mouse' })
          : new Event(type, { bubbles: true });
      const dueEvents = vi.fn();
      island().addEventListener(DUE_EVENT, dueEvents);
      island().querySelector('button')?.dispatchEvent(event);
      expect(isDue()).toBe(false);
      if (type === 'pointerdown' || type === 'touchstart') {
        // Not while the press is held: released first, then a frame.
        vi.advanceTimersByTime(500);
        expect(isDue()).toBe(false);
        document.dispatchEvent(new Event(type === 'touchstart' ? 'touchend' : 'pointerup'));
      }
      vi.advanceTimersByTime(17);
      // A key: not while the visitor types, once typing pauses.
      if (type === 'keydown') {
        expect(isDue()).toBe(false);
        vi.advanceTimersByTime(400);
      }
      expect(isDue()).toBe(true);
      expect(dueEvents).toHaveBeenCalledTimes(1);
      expect(entry()).not.toBeNull();
    });
  }

  it('keys typed one after another keep it waiting until typing pauses', () => {
    runStarter(
      '<div data-island-app="marketing" data-hydrate="interaction"><input aria-label="Search"></div>',
    );
    const box = island().querySelector('input') as HTMLInputElement;
    for (let key = 0; key < 5; key++) {
      box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
      vi.advanceTimersByTime(300);
      expect(isDue()).toBe(false);
    }
    vi.advanceTimersByTime(150);
    expect(isDue()).toBe(true);
  });

  it('a press that never ends (the finger slid away): a second later at most', () => {
    runStarter(FORM);
    island()
      .querySelector('button')
      ?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(999);
    expect(isDue()).toBe(false);
    vi.advanceTimersByTime(1 + 250);
    expect(isDue()).toBe(true);
  });

  it('a touch passing over is not a reach, and a page whose islands all wait is live as it is', () => {
    runStarter(FORM);
    island().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    vi.advanceTimersByTime(5000);
    expect(isDue()).toBe(false);
    expect(entry()).toBeNull();
    expect(document.querySelector('[data-page-root]')?.getAttribute('data-hydrated')).toBe('true');
  });

  it('at load when the browser holds its cookie, and no cookie is read for an island that does not ask', () => {
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    runStarter(FORM);
    expect(cookie).not.toHaveBeenCalled();
    cookie.mockRestore();
    removeHeadScriptListeners();
    // biome-ignore lint/suspicious/noDocumentCookie: the head script reads document.cookie itself
    document.cookie = 'pod_signed_in=1; path=/';
    try {
      runStarter(
        '<div data-island-app="staff" data-hydrate="interaction" data-hydrate-cookie="pod_signed_in"><p>x</p></div>',
      );
      vi.advanceTimersByTime(20);
      expect(isDue()).toBe(true);
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the head script reads document.cookie itself
      document.cookie = 'pod_signed_in=; path=/; max-age=0';
    }
  });

  for (const list of [
    '<p data-pod-live-list="product-images">Loading images...</p>',
    '<p data-pod-live-failed="product-images">Could not load the images.</p>',
  ])
    it(`at load when a live list in it was left unfilled, to fetch it: ${list}`, () => {
      runStarter(`<div data-island-app="staff" data-hydrate="interaction">${list}</div>`);
      vi.advanceTimersByTime(20);
      expect(isDue()).toBe(true);
    });

  it('"visible": once what it holds comes within a screen of the viewport', () => {
    runStarter(
      '<div data-island-app="marketing" data-hydrate="visible"><p>one</p><p>two</p></div>' +
        '<div data-island-app="marketing" data-hydrate="visible"></div><p>after</p>',
    );
    expect(observers.map(({ margin }) => margin)).toEqual([VISIBLE_MARGIN, VISIBLE_MARGIN]);
    // The wrapper has no box: its children are watched; an empty one, what follows it.
    expect(observers.map(({ targets }) => targets.map((target) => target.textContent))).toEqual([
      ['one', 'two'],
      ['after'],
    ]);
    const [first] = observers as [Observed];
    intersect(first, false);
    vi.advanceTimersByTime(100);
    expect(isDue(0)).toBe(false);
    intersect(first, true);
    vi.advanceTimersByTime(20);
    expect([isDue(0), isDue(1)]).toEqual([true, false]);
    expect(entry()).not.toBeNull();
  });

  it('"load" with the shell after a painted frame and an idle moment; "idle" and unreached ones once the shell runs, at idle', () => {
    runStarter(
      '<div data-island-app="a" data-hydrate="load"><p>a</p></div>' +
        '<div data-island-app="b" data-hydrate="idle"><p>b</p></div>' +
        `${FORM}<div data-island-app="c" data-hydrate="visible"><p>c</p></div>`,
    );
    expect(entry()).toBeNull();
    vi.advanceTimersByTime(20);
    expect([isDue(0), isDue(1), isDue(2), isDue(3)]).toEqual([true, false, false, false]);
    entry()?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    // A "visible" island still waits to be near the screen.
    expect([isDue(0), isDue(1), isDue(2), isDue(3)]).toEqual([true, true, true, false]);
  });

  it('"load" on a page loaded out of sight (a background tab): once the page is shown', () => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    try {
      runStarter('<div data-island-app="a" data-hydrate="load"><p>a</p></div>');
      vi.advanceTimersByTime(5000);
      expect([isDue(), entry()]).toEqual([false, null]);
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(20);
      expect(isDue()).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('the shell that did not arrive marks every island failed; Try again asks for it once more', () => {
    runStarter(`<div data-island-app="a" data-hydrate="load"><p>a</p></div>${FORM}`);
    vi.advanceTimersByTime(20);
    entry()?.dispatchEvent(new Event('error'));
    expect(entry()).toBeNull();
    expect([island(0), island(1)].map((each) => each.getAttribute(FAILED_MARK))).toEqual(['true', 'true']);
    island(1).dispatchEvent(new Event(RETRY_EVENT, { bubbles: true }));
    expect(entry()).not.toBeNull();
  });
});
