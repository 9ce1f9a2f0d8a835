import { DUE_MARK } from '@pod/shared-ui/islandLife';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners } from '../testing/runHeadScript.ts';
import { builtStarter, runStarterOnPage, startEachTestOnAFreshPage } from '../testing/starterPage.ts';

// A press on Send before the form's island is live posts the form natively, and the page is
// left: nothing may go on the wire beside the post (on a phone's one downlink the post's answer
// queued behind ~200 kB of script). A field the browser then focuses (a required one left
// empty) is a reach like any other.
const STARTER = await builtStarter({ __BOOT_SCRIPTS__: '/static/js/index.test.js' });

function runStarterOnContactPage(): void {
  runStarterOnPage(
    STARTER,
    '<div data-page-root="forms"><div data-island-app="forms" data-hydrate="interaction"><form method="post" action="/contact/messages"><input name="email" aria-label="Email" required><button>Send Message</button></form><button type="button">Clear</button></div></div>',
    { routes: [{ path: '/contact' }], remotes: { forms: '/remotes/forms/entry.js' } },
  );
}

const island = () => document.querySelector<HTMLElement>('[data-island-app]') as HTMLElement;
const shellAsked = () => document.head.querySelector('script[src="__ENTRY__"]') !== null;
const codeFetched = () => document.head.querySelectorAll('link[rel="prefetch"]').length > 0;
const tap = (target: Element) => {
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'pointerup', 'touchend', 'click'])
    target.dispatchEvent(new Event(type, { bubbles: true }));
};

startEachTestOnAFreshPage();
beforeEach(() => vi.stubGlobal('PerformanceObserver', undefined));

describe('a press on Send before the form is live', () => {
  it('neither wakes the island nor fetches its code', () => {
    runStarterOnContactPage();
    vi.advanceTimersByTime(100);
    tap(island().querySelector('form button') as Element);
    vi.advanceTimersByTime(2000);
    expect(island().hasAttribute(DUE_MARK)).toBe(false);
    expect(shellAsked()).toBe(false);
    expect(codeFetched()).toBe(false);
  });

  it('lets the field the browser focuses, or any other control of the island, reach it', () => {
    for (const reach of ['input', 'button[type="button"]']) {
      runStarterOnContactPage();
      vi.advanceTimersByTime(100);
      tap(island().querySelector('form button') as Element);
      tap(island().querySelector(reach) as Element);
      vi.advanceTimersByTime(2000);
      expect(island().hasAttribute(DUE_MARK)).toBe(true);
      expect(codeFetched()).toBe(true);
      removeHeadScriptListeners();
      document.head.replaceChildren();
    }
  });
});

describe('a form the browser posts', () => {
  it("calls off the islands' code still in flight, and fetches it again when Back shows the page", () => {
    runStarterOnContactPage();
    vi.advanceTimersByTime(100);
    // Presence that does not reach the island: the shell stays unstarted, the flight goes.
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(codeFetched()).toBe(true);
    const form = island().querySelector('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(codeFetched()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(codeFetched()).toBe(false);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(codeFetched()).toBe(true);
  });

  it('leaves the flight alone when the live island sends the form itself', () => {
    runStarterOnContactPage();
    vi.advanceTimersByTime(100);
    // Presence that does not reach the island: the shell stays unstarted, the flight goes.
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    const form = island().querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(codeFetched()).toBe(true);
  });
});
