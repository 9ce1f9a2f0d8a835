// Theme preference: 'light' | 'dark' saved by the toggle, otherwise the OS preference.
// The same key is read by shell/src/inline/themeInit.ts (inlined into every page head) before first paint.
export type ColorScheme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'pod-theme';

export function readSavedScheme(): ColorScheme | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null; // storage can be blocked (private mode); fall back to the OS
  }
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
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, scheme);
  } catch {
    // ignore: the choice still applies for this page view
  }
}
