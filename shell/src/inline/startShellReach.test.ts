import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { REACHED_MARK, REACHING, visibleMargin } from '@pod/shared-ui/islandLife';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The inline starter decides when the shell's code starts; the shell (whenToHydrate.ts) then
// decides when each island comes to life. Both read one list of events (@pod/shared-ui/islandLife, bundled
// into the starter by the build); here the starter as emitted is held to it, and to the same
// margins, or an island the shell would wake would never get a shell to wake it.
const STARTER = await inlineScript(join(import.meta.dirname, 'startShell.ts'));

const margins: string[] = [];

class RecordingIntersectionObserver {
  constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    margins.push(options?.rootMargin ?? '');
  }
  observe() {}
  disconnect() {}
}

/** Runs a fresh starter over a page of server HTML; its document listeners go after the test. */
function runStarter(body: string): void {
  document.body.innerHTML = `${body}<script id="pod-boot" type="application/json">${JSON.stringify({
    prerendered: true,
    routes: [{ path: '/' }],
  })}</script>`;
  runHeadScript(STARTER);
}

const entryRequested = () => document.head.querySelectorAll('script[src="__ENTRY__"]').length;

afterEach(() => {
  removeHeadScriptListeners();
  margins.length = 0;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the head starter and the shell agree on when an island is wanted', () => {
  for (const type of REACHING) {
    it(`"${type}" on an island that waits for the visitor marks it reached and starts the shell`, () => {
      runStarter('<div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div>');
      const island = document.querySelector('[data-island-app]') as HTMLElement;
      const event =
        type === 'pointerover'
          ? new PointerEvent(type, { bubbles: true, pointerType: 'mouse' })
          : new Event(type, { bubbles: true });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
      try {
        island.querySelector('button')?.dispatchEvent(event);
        expect(island.hasAttribute(REACHED_MARK)).toBe(true);
        // A press is answered on screen first: released, then a frame.
        if (type === 'pointerdown' || type === 'touchstart') {
          vi.advanceTimersByTime(500);
          expect(entryRequested()).toBe(0);
          document.dispatchEvent(new Event(type === 'touchstart' ? 'touchend' : 'pointerup'));
        }
        expect(entryRequested()).toBe(0);
        vi.advanceTimersToNextFrame();
        vi.advanceTimersByTime(1);
        expect(entryRequested()).toBe(1);
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it('a press that never ends (the finger slid away) starts the shell a second later at most', () => {
    runStarter('<div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div>');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      vi.advanceTimersByTime(999);
      expect(entryRequested()).toBe(0);
      vi.advanceTimersByTime(1 + 250);
      expect(entryRequested()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an island that waits for the visitor is reached at load when the browser holds its cookie', () => {
    const island =
      '<div data-island-app="staff" data-hydrate="interaction" data-hydrate-cookie="pod_signed_in"><p>x</p></div>';
    runStarter(island);
    expect(document.querySelector('[data-island-app]')?.hasAttribute(REACHED_MARK)).toBe(false);
    removeHeadScriptListeners();
    // biome-ignore lint/suspicious/noDocumentCookie: the head script reads document.cookie itself
    document.cookie = 'pod_signed_in=1; path=/';
    try {
      runStarter(island);
      expect(document.querySelector('[data-island-app]')?.hasAttribute(REACHED_MARK)).toBe(true);
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the head script reads document.cookie itself
      document.cookie = 'pod_signed_in=; path=/; max-age=0';
    }
  });

  it('reads no cookie at load on a page whose islands do not ask for one', () => {
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      runStarter('<div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div>');
      expect(cookie).not.toHaveBeenCalled();
    } finally {
      cookie.mockRestore();
    }
  });

  for (const list of [
    '<p data-pod-live-list="product-images">Loading images...</p>',
    '<p data-pod-live-failed="product-images">Could not load the images.</p>',
  ])
    it(`an island whose live list the server did not fill is reached at load, to fetch it: ${list}`, () => {
      runStarter(`<div data-island-app="staff" data-hydrate="interaction">${list}</div>`);
      expect(document.querySelector('[data-island-app]')?.hasAttribute(REACHED_MARK)).toBe(true);
    });

  it('watches an island that comes to life near the screen with the margin the shell uses', () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    runStarter(
      '<div data-island-app="marketing" data-hydrate="visible"><p>near</p></div>' +
        '<div data-island-app="marketing" data-hydrate="visible" data-screens-ahead="2"><p>far</p></div>',
    );
    // The farthest an island on the page asks for.
    expect(margins).toEqual([visibleMargin(2)]);
  });

  it('watches a screen ahead when no island asks for more', () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    runStarter('<div data-island-app="marketing" data-hydrate="visible"><p>near</p></div>');
    expect(margins).toEqual([visibleMargin(1)]);
  });
});
