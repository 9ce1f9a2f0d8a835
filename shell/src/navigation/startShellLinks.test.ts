import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The inline starter (src/inline/startShell.ts) is the one listener for presses on plain links:
// before the shell runs it leaves them to the browser (the server's page is complete, and comes
// sooner than the shell's scripts on a slow phone); once the shell is live it hands the press to
// window.podNavigate, except for a staff page, which must come from the server. Run here as the page head runs it (the emitted script),
// over the test's document.
const STARTER = inlineScript(join(import.meta.dirname, '..', 'inline', 'startShell.ts'));
const ROUTES = ['/', '/products', '/contact'];
const ISOLATED = '/upload';

/** Runs a fresh starter whose document listeners are removed after the test. */
const runStarter = (): void => runHeadScript(STARTER);

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Presses a link; whether the site took the press (the browser would not follow it). */
function press(href: string, attributes: Record<string, string> = {}, init: MouseEventInit = {}): boolean {
  const link = anchor(href, attributes);
  let taken = false;
  // Runs after the document's listeners; stops jsdom from following the link.
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', after);
  link.remove();
  return taken;
}

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
  window.podShellLive = undefined;
  window.podNavigate = undefined;
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

describe('a press on a link once the shell is live', () => {
  it('is handed to the shell, which shows the page in place', () => {
    const navigate = vi.fn();
    window.podShellLive = true;
    window.podNavigate = navigate;
    expect(press('/contact?topic=orders')).toBe(true);
    expect(navigate.mock.calls).toEqual([['/contact?topic=orders']]);
  });

  it('leaves the rest to the browser: other sites, files, fragments, new tabs, staff pages', () => {
    const navigate = vi.fn();
    window.podShellLive = true;
    window.podNavigate = navigate;
    expect(press('/guidelines.pdf')).toBe(false);
    expect(press('/api/health')).toBe(false);
    expect(press('https://example.com/products')).toBe(false);
    expect(press('/products#faq')).toBe(false);
    expect(press('/products', { target: '_blank' })).toBe(false);
    expect(press('/products', { download: '' })).toBe(false);
    expect(press('mailto:sales@example.com')).toBe(false);
    expect(press('/products', {}, { ctrlKey: true })).toBe(false);
    expect(press('/products', {}, { button: 1 })).toBe(false);
    expect(press(ISOLATED)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a press an island’s router link already took alone', () => {
    const navigate = vi.fn();
    window.podShellLive = true;
    window.podNavigate = navigate;
    const link = anchor('/products');
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is left to the router when the shell rendered the whole site itself', () => {
    window.podShellLive = true;
    expect(press('/products')).toBe(false);
  });
});
