import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtStarter, runStarterOnPage, startEachTestOnAFreshPage } from '../testing/starterPage.ts';

// The head starter requests the Web Vitals reporter after load, once the page's largest paint has
// been shown: a request sent before that competes with the paint the reporter measures.
const VITALS = '/vitals-build/static/js/vitals.test.js';
const STARTER = await builtStarter({ __VITALS__: VITALS });

let paintObservers: { callback: PerformanceObserverCallback; options?: PerformanceObserverInit }[] = [];

class FakePaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  constructor(callback: PerformanceObserverCallback) {
    paintObservers.push({ callback });
  }
  observe(options: PerformanceObserverInit) {
    const last = paintObservers.at(-1);
    if (last) last.options = options;
  }
  disconnect() {}
}

const vitalsRequested = () => document.head.querySelectorAll(`script[src="${VITALS}"]`).length;

/** The browser shows the page's largest paint: every observer of it hears of it. */
function showLargestPaint(): void {
  for (const { callback } of paintObservers)
    callback({} as PerformanceObserverEntryList, {} as PerformanceObserver);
}

const runStarterOnLoadedPage = () =>
  runStarterOnPage(STARTER, '<h1>Products</h1>', { routes: [{ path: '/' }] });

startEachTestOnAFreshPage();
beforeEach(() => {
  paintObservers = [];
});

describe('when the head starter requests the Web Vitals reporter', () => {
  it('waits after load until the largest paint is shown, then requests it once, at the first idle moment', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    expect(document.readyState).toBe('complete');
    runStarterOnLoadedPage();
    expect(paintObservers).toHaveLength(1);
    expect(paintObservers[0]?.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    vi.advanceTimersByTime(2000);
    expect(vitalsRequested()).toBe(0);
    showLargestPaint();
    vi.advanceTimersByTime(100);
    expect(vitalsRequested()).toBe(1);
    // A larger paint later (an image that came in) does not request it again.
    showLargestPaint();
    vi.advanceTimersByTime(5000);
    expect(vitalsRequested()).toBe(1);
  });

  it('requests it a few seconds after load when no largest paint is ever reported', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    runStarterOnLoadedPage();
    vi.advanceTimersByTime(2900);
    expect(vitalsRequested()).toBe(0);
    vi.advanceTimersByTime(200);
    expect(vitalsRequested()).toBe(1);
  });

  it('in a browser without largest-paint entries, requests it at the first idle moment after load', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runStarterOnLoadedPage();
    vi.advanceTimersByTime(100);
    expect(vitalsRequested()).toBe(1);
  });
});
