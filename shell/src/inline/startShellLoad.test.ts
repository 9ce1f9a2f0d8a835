import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// A page that has loaded before its first frame is laid out in the load event's own task, just
// after the event's listeners: the starter's load-time work waits for a task of its own, so that
// it does not lengthen that (already long) task.
const STARTER = await inlineScript(join(import.meta.dirname, 'startShell.ts'));

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
});

afterEach(() => {
  removeHeadScriptListeners();
  Reflect.deleteProperty(document, 'readyState');
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the head starter at the load event', () => {
  it('does its load-time work in a task after the load event, not within it', () => {
    // A page whose only island waits for the visitor is live as it is: the starter says so at load.
    document.body.innerHTML = `<main><div data-page-root="marketing"><div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div></div></main><script id="pod-boot" type="application/json">${JSON.stringify(
      { prerendered: true, routes: [{ path: '/' }] },
    )}</script>`;
    runHeadScript(STARTER);
    const page = document.querySelector('[data-page-root]');
    window.dispatchEvent(new Event('load'));
    expect(page?.getAttribute('data-hydrated')).toBeNull();
    vi.advanceTimersByTime(0);
    expect(page?.getAttribute('data-hydrated')).toBe('true');
  });

  it('on a page the browser loaded ahead (prerendered), waits until the visitor comes to it', () => {
    document.body.innerHTML = `<main><div data-page-root="marketing"><div data-island-app="forms" data-hydrate="interaction"><button>Send</button></div></div></main><script id="pod-boot" type="application/json">${JSON.stringify(
      { prerendered: true, routes: [{ path: '/' }] },
    )}</script>`;
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    try {
      runHeadScript(STARTER);
      const page = document.querySelector('[data-page-root]');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(1000);
      expect(page?.getAttribute('data-hydrated')).toBeNull();
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(page?.getAttribute('data-hydrated')).toBe('true');
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });
});
