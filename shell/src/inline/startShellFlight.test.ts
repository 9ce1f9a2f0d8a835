import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFramesAndIdle } from '../testing/frameTimers.ts';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The islands' code is fetched ahead in one flight, once the page is shown and idle, at the
// visitor's first sign of presence, or a few seconds later without one: ~200 kB at once right
// after the largest paint read to a lab's simulated slow 4G as the page still loading.
const SHELL_CHUNK = '/static/js/index.test.js';
const STARTER = (await inlineScript(join(import.meta.dirname, 'startShell.ts'))).replace(
  '__BOOT_SCRIPTS__',
  SHELL_CHUNK,
);
const FORMS_ENTRY = '/remotes/forms/static/js/remote-entry.test.js';

const flight = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );

function runStarterOnPageWithAnIsland(): void {
  document.body.innerHTML = `<main><div data-page-root="forms"><div data-island-app="forms" data-hydrate="interaction"><input aria-label="First Name"></div></div></main><script id="pod-boot" type="application/json">${JSON.stringify(
    { prerendered: true, routes: [{ path: '/contact' }], remotes: { forms: FORMS_ENTRY } },
  )}</script>`;
  runHeadScript(STARTER);
}

beforeEach(() => {
  vi.useFakeTimers();
  // No largest-paint entries here: the starter goes on a few seconds after load.
  vi.stubGlobal('PerformanceObserver', undefined);
  stubFramesAndIdle();
});

afterEach(() => {
  removeHeadScriptListeners();
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the flight of the islands' code", () => {
  it('waits, when nobody touches the page, a few seconds after it is shown and idle', () => {
    runStarterOnPageWithAnIsland();
    vi.advanceTimersByTime(100);
    expect(flight()).toEqual([]);
    vi.advanceTimersByTime(2800);
    expect(flight()).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
    vi.advanceTimersByTime(10_000);
    expect(flight()).toHaveLength(2);
  });

  it('goes at the first touch once the page is shown and idle, and only once', () => {
    runStarterOnPageWithAnIsland();
    vi.advanceTimersByTime(100);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(flight()).toHaveLength(2);
  });

  it('goes as soon as the page is idle when the visitor scrolled before that', () => {
    runStarterOnPageWithAnIsland();
    document.dispatchEvent(new Event('scroll'));
    expect(flight()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
  });

  it('never goes on a page without islands', () => {
    document.body.innerHTML = `<main><h1>Why us</h1></main><script id="pod-boot" type="application/json">${JSON.stringify(
      { prerendered: true, routes: [{ path: '/why-us' }] },
    )}</script>`;
    runHeadScript(STARTER);
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(flight()).toEqual([]);
  });
});
