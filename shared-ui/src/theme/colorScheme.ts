// Theme preference: 'light' | 'dark' saved by the toggle, otherwise the OS preference.
// Kept in a cookie, which shell/src/inline/themeInit.ts (inlined into every page head) reads
// before first paint: a cookie is at hand at once, where a page's first localStorage read waits
// for the browser to open the site's storage.
export type ColorScheme = 'light' | 'dark';
export const THEME_COOKIE = 'pod-theme';
const SAVED = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`);
const A_YEAR_IN_SECONDS = 31_536_000;

export function readSavedScheme(): ColorScheme | null {
  const saved = SAVED.exec(document.cookie)?.[1];
  return saved === 'light' || saved === 'dark' ? saved : null;
}

export function systemScheme(): ColorScheme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentScheme(): ColorScheme {
  const attr = document.documentElement.dataset.theme;
  return attr === 'dark' || attr === 'light' ? attr : (readSavedScheme() ?? systemScheme());
}

/** Sets the theme (useColorScheme sees the attribute change); `persist` saves it as the choice. */
export function applyScheme(scheme: ColorScheme, persist: boolean): void {
  document.documentElement.dataset.theme = scheme;
  if (!persist) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, so the head script can read it before first paint
  document.cookie = `${THEME_COOKIE}=${scheme}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}
