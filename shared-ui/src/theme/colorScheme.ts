import { type ColorScheme, isColorScheme, THEME_COOKIE } from '@pod/contracts/themeChoice';

// Theme preference: 'light' | 'dark' saved by the header's toggle (the shell's inline
// headerControls.ts), otherwise the OS preference. Kept in a cookie, which the server writes
// into each page's <html data-theme>: the first paint has it without a script reading storage
// (a page's first read of localStorage or document.cookie waits on the browser, 6-60 ms on our
// test machine, before the page's first paint).
export type { ColorScheme };

const SAVED = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`);

export function readSavedScheme(): ColorScheme | null {
  const saved = SAVED.exec(document.cookie)?.[1];
  return isColorScheme(saved) ? saved : null;
}

export function systemScheme(): ColorScheme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentScheme(): ColorScheme {
  const attr = document.documentElement.dataset.theme;
  return isColorScheme(attr) ? attr : (readSavedScheme() ?? systemScheme());
}
