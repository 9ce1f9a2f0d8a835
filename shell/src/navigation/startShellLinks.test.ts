import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchor, press } from '../testing/linkPresses.ts';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// Before the shell runs, a press on a plain link is the browser's (the server's page is complete,
// and comes sooner than the shell's scripts on a slow phone): the inline starter
// (src/inline/islands.ts) neither takes it nor starts the shell for it. Run here as the page
// head runs it (the emitted script), over the test's document. Once the shell is awake, its own
// listener takes such presses (plainLinkPresses.test.ts).
const STARTER = await inlineScript(join(import.meta.dirname, '..', 'inline', 'islands.ts'));
const ROUTES = ['/', '/products', '/contact'];
const ISOLATED = '/upload';

/** Runs a fresh starter whose document listeners are removed after the test. */
const runStarter = (): void => runHeadScript(STARTER);

const entryRequested = () => document.head.querySelectorAll('script[src="__ENTRY__"]').length;

beforeEach(() => {
  const boot = document.createElement('script');
  boot.id = 'pod-boot';
  boot.type = 'application/json';
  boot.textContent = JSON.stringify({
    prerendered: true,
    routes: [...ROUTES.map((path) => ({ path })), { path: ISOLATED, isolate: true }],
  });
  document.body.append(boot);
  runStarter();
});

afterEach(() => {
  removeHeadScriptListeners();
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('a press on a link before the shell runs', () => {
  it('is left to the browser, which loads the page, and starts nothing', () => {
    expect(press('/products')).toBe(false);
    expect(press(`${window.location.origin}/contact?topic=orders`)).toBe(false);
    expect(press('/guidelines.pdf')).toBe(false);
    expect(entryRequested()).toBe(0);
  });

  it('starts nothing when a mouse rests on a link or a finger touches one', () => {
    vi.useFakeTimers();
    const link = anchor('/products');
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', button: 0 }));
    vi.advanceTimersByTime(1000);
    expect(entryRequested()).toBe(0);
  });
});
