import {
  DUE_EVENT,
  DUE_MARK,
  FAILED_MARK,
  PAGES_AHEAD_MARK,
  RETRY_BUTTON,
  VISIBLE_MARGIN,
} from '@pod/shared-ui/islandLife';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtStarter, runStarterOnPage, startEachTestOnAFreshPage } from '../testing/starterPage.ts';

// The head's islands.ts as the build emits it: when each island is due (and the shell's script
// asked for), the code fetched ahead, and what a native post calls off. Idle moments come 1 ms
// after they are asked for (testing/frameTimers.ts).
const SHELL_CHUNK = '/static/js/index.test.js';
const FORMS_ENTRY = '/remotes/forms/static/js/remote-entry.test.js';
const VITALS = '/static/js/vitals.test.js';
const STARTER = await builtStarter({ __BOOT_SCRIPTS__: SHELL_CHUNK, __VITALS__: VITALS });
const FORM =
  '<div data-island-app="forms" data-hydrate="interaction"><form method="post" action="/contact/messages"><input aria-label="Email"><button>Send</button></form></div>';

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

const run = (main: string, boot: Record<string, unknown> = {}) =>
  runStarterOnPage(STARTER, `<div data-page-root="x">${main}</div>`, {
    routes: [{ path: '/' }],
    remotes: { forms: FORMS_ENTRY },
    ...boot,
  });
const island = (index = 0) =>
  document.querySelectorAll<HTMLElement>('[data-island-app]')[index] as HTMLElement;
const isDue = (index = 0) => island(index).hasAttribute(DUE_MARK);
const entry = () => document.head.querySelector('script[src="__ENTRY__"]');
const flight = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );
const submit = () => {
  const form = document.querySelector('form') as HTMLFormElement;
  const submitter = form.querySelector('button') as HTMLButtonElement;
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
};

startEachTestOnAFreshPage();
beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  observers.length = 0;
});

describe('an island that waits for the visitor', () => {
  for (const type of ['mouseover', 'focusin', 'click', 'dragenter', 'change']) {
    it(`is due at the idle moment after "${type}" in it, and starts the shell`, () => {
      run(FORM);
      const dueEvents = vi.fn();
      island().addEventListener(DUE_EVENT, dueEvents);
      island()
        .querySelector('input')
        ?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(isDue()).toBe(false);
      vi.advanceTimersByTime(2);
      expect(isDue()).toBe(true);
      expect(dueEvents).toHaveBeenCalledTimes(1);
      expect(entry()).not.toBeNull();
    });
  }

  it('is not woken by the start of a press, nor while the visitor types', () => {
    run(FORM);
    const field = island().querySelector('input') as HTMLInputElement;
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    field.dispatchEvent(new Event('touchstart', { bubbles: true }));
    vi.advanceTimersByTime(50);
    expect(isDue()).toBe(false);
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    for (let key = 0; key < 4; key++) {
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      vi.advanceTimersByTime(200);
      expect(isDue()).toBe(false);
    }
    vi.advanceTimersByTime(300);
    expect(isDue()).toBe(true);
  });

  it('is never woken by a press on Send that the browser posts: the page is leaving', () => {
    run(FORM);
    const button = island().querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('mouseover', { bubbles: true }));
    button.dispatchEvent(new Event('click', { bubbles: true }));
    submit();
    vi.advanceTimersByTime(5000);
    expect(isDue()).toBe(false);
    expect(entry()).toBeNull();
    // Back shows the page from the bfcache: a reach wakes it again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    vi.advanceTimersByTime(2);
    expect(isDue()).toBe(true);
  });

  it('is due at load when the browser holds its cookie; no cookie is read for one that does not ask', () => {
    const read = vi.spyOn(document, 'cookie', 'get');
    run('<div data-island-app="forms" data-hydrate="interaction"><p>x</p></div>');
    vi.advanceTimersByTime(10);
    expect(read).not.toHaveBeenCalled();
    expect(document.querySelector('[data-page-root]')?.getAttribute('data-hydrated')).toBe('true');
    read.mockReturnValue('a=1; pod_signed_in=1');
    run(
      '<div data-island-app="forms" data-hydrate="interaction" data-hydrate-cookie="pod_signed_in"><p>x</p></div>',
    );
    vi.advanceTimersByTime(10);
    expect(isDue()).toBe(true);
    expect(document.querySelector('[data-page-root]')?.hasAttribute('data-hydrated')).toBe(false);
  });

  for (const list of ['<p data-pod-filled-list="gallery">Loading</p>', '<p data-pod-list-failed>Failed</p>'])
    it(`is due at load when a filled list in it was left unfilled, to fetch it: ${list}`, () => {
      run(`<div data-island-app="forms" data-hydrate="interaction">${list}</div>`);
      vi.advanceTimersByTime(10);
      expect(isDue()).toBe(true);
    });
});

describe('an island that waits to be near the screen', () => {
  it('is due once what it holds comes within a screen of the viewport, or what follows it when empty', () => {
    run(
      '<div data-island-app="forms" data-hydrate="visible"><p>one</p><p>two</p></div><div data-island-app="forms" data-hydrate="visible"></div><p>after</p>',
    );
    vi.advanceTimersByTime(10);
    expect(observers.map(({ targets }) => targets.map((target) => target.textContent))).toEqual([
      ['one', 'two'],
      ['after'],
    ]);
    expect(observers[0]?.margin).toBe(VISIBLE_MARGIN);
    observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    vi.advanceTimersByTime(2);
    expect([isDue(0), isDue(1)]).toEqual([true, false]);
  });
});

describe("the shell's script that did not arrive", () => {
  it('marks every island failed; Try again asks for it once more', () => {
    run(FORM.replace('<button>', `<button type="button" ${RETRY_BUTTON}>`));
    island()
      .querySelector('input')
      ?.dispatchEvent(new Event('focusin', { bubbles: true }));
    vi.advanceTimersByTime(2);
    entry()?.dispatchEvent(new Event('error'));
    expect(island().getAttribute(FAILED_MARK)).toBe('true');
    expect(entry()).toBeNull();
    (island().querySelector(`[${RETRY_BUTTON}]`) as HTMLElement).click();
    expect(island().hasAttribute(FAILED_MARK)).toBe(false);
    expect(entry()).not.toBeNull();
  });
});

describe("the islands' code fetched ahead, and the Web Vitals reporter", () => {
  it('the reporter waits for the largest paint to be shown, then is requested once, at idle', () => {
    let shown: () => void = () => undefined;
    class FakePerformanceObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        shown = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    run('');
    vi.advanceTimersByTime(100);
    expect(document.head.querySelector(`script[src="${VITALS}"]`)).toBeNull();
    shown();
    vi.advanceTimersByTime(2);
    expect(document.head.querySelectorAll(`script[src="${VITALS}"]`)).toHaveLength(1);
  });

  it('in a browser without largest-paint entries, the reporter is requested once loaded and idle', () => {
    run('');
    expect(document.head.querySelector(`script[src="${VITALS}"]`)).toBeNull();
    vi.advanceTimersByTime(2);
    expect(document.head.querySelectorAll(`script[src="${VITALS}"]`)).toHaveLength(1);
  });

  it('goes a few seconds after load when nobody is here', () => {
    run(FORM);
    vi.advanceTimersByTime(2900);
    expect(flight()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
  });

  it('goes at the first sign of presence once loaded, only once, and with it the page links', () => {
    run(FORM);
    vi.advanceTimersByTime(100);
    expect(flight()).toEqual([]);
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2);
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
    expect(document.documentElement.hasAttribute(PAGES_AHEAD_MARK)).toBe(true);
  });

  it('goes as soon as the page has loaded when the visitor was here before', () => {
    run(FORM);
    document.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(3);
    expect(flight()).toEqual([SHELL_CHUNK, FORMS_ENTRY]);
  });

  it('never goes on a page without islands', () => {
    run('<p>text</p>');
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(flight()).toEqual([]);
  });

  it('is called off, with the page links, when a form posts and the page leaves', () => {
    run(FORM);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(3);
    submit();
    expect(flight()).toEqual([]);
    expect(document.documentElement.hasAttribute(PAGES_AHEAD_MARK)).toBe(false);
  });

  it('the page links are dropped when the shell starts, which shows those pages in place', () => {
    run(FORM);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(3);
    island()
      .querySelector('input')
      ?.dispatchEvent(new Event('focusin', { bubbles: true }));
    vi.advanceTimersByTime(2);
    expect(entry()).not.toBeNull();
    expect(document.documentElement.hasAttribute(PAGES_AHEAD_MARK)).toBe(false);
  });
});

describe('the load-time work', () => {
  it('on a page the browser loaded ahead (prerendered), waits until the visitor comes to it', () => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    try {
      run(FORM);
      vi.advanceTimersByTime(1000);
      expect(document.querySelector('[data-page-root]')?.hasAttribute('data-hydrated')).toBe(false);
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      vi.advanceTimersByTime(2);
      expect(document.querySelector('[data-page-root]')?.getAttribute('data-hydrated')).toBe('true');
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });
});
