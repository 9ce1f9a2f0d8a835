import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The theme before first paint (themeInit.ts) and the header's switch (headerControls.ts): a
// choice made with the switch is kept in a cookie, which the server writes onto the next page's
// <html data-theme> (site-server/src/themeChoice.ts); the head script keeps it and reads no storage.
const THEME_INIT = await inlineScript(join(import.meta.dirname, 'themeInit.ts'));
const HEADER_CONTROLS = await inlineScript(join(import.meta.dirname, 'headerControls.ts'));

const osPrefers = (scheme: 'dark' | 'light') =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes(scheme),
    addEventListener() {},
  }));

const setCookie = (text: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the saved choice is the cookie this test controls
  document.cookie = text;
};

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Path=/; Max-Age=0`);
  }
};

const theme = () => document.documentElement.getAttribute('data-theme');

afterEach(() => {
  removeHeadScriptListeners();
  clearCookies();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.classList.remove('js');
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the theme before first paint', () => {
  it('follows the OS until the visitor chooses, and marks the page as running scripts', () => {
    osPrefers('dark');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('dark');
    expect(document.documentElement.classList.contains('js')).toBe(true);
  });

  it('keeps the choice the server wrote onto the page, over the OS', () => {
    osPrefers('dark');
    document.documentElement.setAttribute('data-theme', 'light');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('light');
  });

  it('follows the OS over a value on the page that is not a theme', () => {
    osPrefers('light');
    document.documentElement.setAttribute('data-theme', 'purple');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('light');
  });

  it('reads no storage before first paint', () => {
    osPrefers('dark');
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const storage = vi.spyOn(Storage.prototype, 'getItem');
    runHeadScript(THEME_INIT);
    expect(cookie).not.toHaveBeenCalled();
    expect(storage).not.toHaveBeenCalled();
    cookie.mockRestore();
    storage.mockRestore();
  });

  it("the header's switch keeps the choice in the cookie the server reads for the next page", () => {
    osPrefers('light');
    runHeadScript(THEME_INIT);
    document.body.innerHTML = '<header><button data-theme-toggle>Theme</button></header>';
    runHeadScript(HEADER_CONTROLS);
    document.querySelector('button')?.click();
    expect(theme()).toBe('dark');
    expect(document.cookie).toContain('pod-theme=dark');
  });

  it('reads no cookie when a page is shown after a load (only one restored from the back-forward cache does)', () => {
    osPrefers('light');
    runHeadScript(THEME_INIT);
    runHeadScript(HEADER_CONTROLS);
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      expect(cookie).not.toHaveBeenCalled();
    } finally {
      cookie.mockRestore();
    }
  });

  it('an open page follows the OS when its theme changes, until the visitor has chosen one', () => {
    let osChanged: (event: { matches: boolean }) => void = () => {};
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('dark'),
      addEventListener(_type: string, listener: typeof osChanged) {
        osChanged = listener;
      },
    }));
    runHeadScript(THEME_INIT);
    document.body.innerHTML = '<header><button data-theme-toggle>Theme</button></header>';
    runHeadScript(HEADER_CONTROLS);
    expect(theme()).toBe('light');
    osChanged({ matches: true });
    expect(theme()).toBe('dark');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Switch to light theme');
    document.querySelector('button')?.click();
    expect(theme()).toBe('light');
    osChanged({ matches: true });
    expect(theme()).toBe('light');
  });

  it('a page shown again from the back-forward cache takes a choice made since', () => {
    osPrefers('light');
    runHeadScript(THEME_INIT);
    runHeadScript(HEADER_CONTROLS);
    expect(theme()).toBe('light');
    setCookie('pod-theme=dark; Path=/');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(theme()).toBe('dark');
  });
});
