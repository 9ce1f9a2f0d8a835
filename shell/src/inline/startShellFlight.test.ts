import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtStarter, runStarterOnPage, startEachTestOnAFreshPage } from '../testing/starterPage.ts';

// The islands' code is fetched ahead in one flight, once the page is shown and idle, at the
// visitor's first sign of presence, or a few seconds later without one: ~200 kB at once right
// after the largest paint read to a lab's simulated slow 4G as the page still loading.
const SHELL_CHUNK = '/static/js/index.test.js';
const STARTER = await builtStarter({ __BOOT_SCRIPTS__: SHELL_CHUNK });
const FORMS_ENTRY = '/remotes/forms/static/js/remote-entry.test.js';

const flight = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );

function runStarterOnPageWithAnIsland(): void {
  runStarterOnPage(
    STARTER,
    '<div data-page-root="forms"><div data-island-app="forms" data-hydrate="interaction"><input aria-label="First Name"></div></div>',
    { routes: [{ path: '/contact' }], remotes: { forms: FORMS_ENTRY } },
  );
}

startEachTestOnAFreshPage();
// No largest-paint entries here: the starter goes on a few seconds after load.
beforeEach(() => vi.stubGlobal('PerformanceObserver', undefined));

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
    runStarterOnPage(STARTER, '<h1>Why us</h1>', { routes: [{ path: '/why-us' }] });
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(flight()).toEqual([]);
  });
});

// The page's own links' documents are fetched ahead by the speculation rules of shell/index.html
// once the page is marked data-pages-ahead: with the islands' code, never during the first load.
describe("the page's own links fetched ahead", () => {
  const marked = () => document.documentElement.hasAttribute('data-pages-ahead');

  it('wait for the visitor once the page is shown and idle, on a page with islands or without', () => {
    runStarterOnPage(STARTER, '<h1>Why us</h1><main><a href="/products">Products</a></main>', {
      routes: [{ path: '/why-us' }],
    });
    expect(marked()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(marked()).toBe(false);
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(marked()).toBe(true);
  });

  it('come a few seconds after the page is shown and idle when nobody touches it', () => {
    runStarterOnPageWithAnIsland();
    vi.advanceTimersByTime(2900);
    expect(marked()).toBe(false);
    vi.advanceTimersByTime(300);
    expect(marked()).toBe(true);
  });

  it('are called off when the shell starts, which shows those pages in place', () => {
    runStarterOnPageWithAnIsland();
    vi.advanceTimersByTime(3200);
    expect(marked()).toBe(true);
    document.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(marked()).toBe(false);
  });

  it('are called off when a form posts and the page leaves', () => {
    runStarterOnPageWithAnIsland();
    vi.advanceTimersByTime(3200);
    const form = document.createElement('form');
    form.method = 'post';
    document.body.append(form);
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(marked()).toBe(false);
  });
});
