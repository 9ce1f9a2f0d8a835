// A visitor's theme choice, made with the header's switch, is kept in this cookie. The server
// writes it into each page's <html data-theme> (site-server/src/themeChoice.ts), so the first paint
// has it without any script reading storage; the OS preference applies until a choice is made.

/** The theme choice cookie's name. Its value is "light" or "dark". */
export const THEME_COOKIE = 'pod-theme';

export type ColorScheme = 'light' | 'dark';

export const isColorScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';
