import { join } from 'node:path';
import { inlineScript } from '@pod/build-config/inlineScript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeHeadScriptListeners, runHeadScript } from '../testing/runHeadScript.ts';

// The theme before first paint (themeInit.ts) and the header's switch (headerControls.ts): a
// choice made with the switch is kept in a cookie and is the theme of every later first paint.
const THEME_INIT = inlineScript(join(import.meta.dirname, 'themeInit.ts'));
const HEADER_CONTROLS = inlineScript(join(import.meta.dirname, 'headerControls.ts'));

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

  it('is the saved choice over the OS, read from its own cookie only', () => {
    osPrefers('dark');
    setCookie('xpod-theme=dark; Path=/');
    setCookie('pod-theme=light; Path=/');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    osPrefers('light');
    setCookie('pod-theme=<script>; Path=/');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('light');
  });

  it("the header's switch keeps the choice for the next page's first paint", () => {
    osPrefers('light');
    runHeadScript(THEME_INIT);
    document.body.innerHTML = '<header><button data-theme-toggle>Theme</button></header>';
    runHeadScript(HEADER_CONTROLS);
    document.querySelector('button')?.click();
    expect(theme()).toBe('dark');
    expect(document.cookie).toContain('pod-theme=dark');
    // The next page.
    document.documentElement.removeAttribute('data-theme');
    runHeadScript(THEME_INIT);
    expect(theme()).toBe('dark');
  });
});
