import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The inline starter (src/inline/startShell.ts) is the one listener for presses on plain links:
// before the shell runs it starts it and remembers the page asked for; once the shell is live it
// hands the press to window.podNavigate. Run here as the page head runs it (the emitted script),
// over the test's document.
const STARTER = inlineScript(join(import.meta.dirname, '..', 'inline', 'startShell.ts'));
const ROUTES = ['/', '/products', '/contact'];

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
  boot.textContent = JSON.stringify({ prerendered: true, routes: ROUTES.map((path) => ({ path })) });
  document.body.append(boot);
  runStarter();
});

afterEach(() => {
  removeHeadScriptListeners();
  clearTimeout(window.podNavigateTimer);
  window.podNavigateTimer = undefined;
  window.podNavigateTo = undefined;
  window.podShellLive = undefined;
  window.podNavigate = undefined;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('a press on a link before the shell runs', () => {
  it('starts the shell and remembers the page of the route table asked for, with its query', () => {
    expect(press('/products')).toBe(true);
    expect(window.podNavigateTo).toBe('/products');
    expect(entryRequested()).toBe(1);
    expect(press(`${window.location.origin}/contact?topic=orders`)).toBe(true);
    expect(window.podNavigateTo).toBe('/contact?topic=orders');
    expect(entryRequested()).toBe(1);
  });

  it('leaves the rest to the browser, and starts nothing', () => {
    expect(press('/guidelines.pdf')).toBe(false);
    expect(press('/api/health')).toBe(false);
    expect(press('https://example.com/products')).toBe(false);
    expect(press('/products#faq')).toBe(false);
    expect(press('/products', { target: '_blank' })).toBe(false);
    expect(press('/products', { download: '' })).toBe(false);
    expect(press('mailto:sales@example.com')).toBe(false);
    expect(press('/products', {}, { ctrlKey: true })).toBe(false);
    expect(press('/products', {}, { button: 1 })).toBe(false);
    expect(window.podNavigateTo).toBeUndefined();
    expect(entryRequested()).toBe(0);
  });

  it('leaves a press an island’s router link already took alone', () => {
    const link = anchor('/products');
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(window.podNavigateTo).toBeUndefined();
    expect(entryRequested()).toBe(0);
  });
});

describe('a press on a link once the shell is live', () => {
  it('is handed to the shell, which shows the page in place', () => {
    const navigate = vi.fn();
    window.podShellLive = true;
    window.podNavigate = navigate;
    expect(press('/contact?topic=orders')).toBe(true);
    expect(press('https://example.com/products')).toBe(false);
    expect(navigate.mock.calls).toEqual([['/contact?topic=orders']]);
    expect(window.podNavigateTo).toBeUndefined();
  });

  it('is left to the router when the shell rendered the whole site itself', () => {
    window.podShellLive = true;
    expect(press('/products')).toBe(false);
  });
});

describe('starting the shell before the press', () => {
  const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', ...init }));

  it('starts it when a mouse rests on a link to another page', () => {
    vi.useFakeTimers();
    pointer('pointerover', anchor('/products'));
    expect(entryRequested()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(entryRequested()).toBe(1);
  });

  it('does not for a mouse passing over, or a link to this page', () => {
    vi.useFakeTimers();
    const link = anchor('/products');
    pointer('pointerover', link);
    pointer('pointerout', link, { relatedTarget: document.body });
    pointer('pointerover', anchor(window.location.pathname));
    vi.advanceTimersByTime(1000);
    expect(entryRequested()).toBe(0);
  });

  it('starts it at once when a finger touches a link to another page', () => {
    pointer('pointerdown', anchor('/contact'), { pointerType: 'touch', button: 0 });
    expect(entryRequested()).toBe(1);
  });

  it('does not for a press with a modifier, which opens the link elsewhere', () => {
    pointer('pointerdown', anchor('/contact'), { button: 0, ctrlKey: true });
    pointer('pointerdown', anchor('/contact'), { button: 0, metaKey: true });
    expect(entryRequested()).toBe(0);
  });
});
