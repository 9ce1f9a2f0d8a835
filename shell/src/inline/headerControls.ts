// The header's controls, inlined into every page head: the menu button and the theme switch
// work from the first paint, before and without the app's JavaScript (the header is server HTML
// and is never hydrated). Also: Escape or a press outside closes the open menu; the OS theme is
// followed until a visitor chooses one. (After a move in place the shell updates the header:
// navigation/headerAfterMove.ts.)
import { MENU_TOGGLE, THEME, THEME_TOGGLE } from '@pod/shared-ui/islandLife';
import { isMenuOpen as isOpen, menuButton, setMenu } from '../layout/menuState.ts';

(() => {
  const root = document.documentElement;
  const scheme = (): 'dark' | 'light' => (root.getAttribute(THEME) === 'dark' ? 'dark' : 'light');
  const syncThemeLabel = () => {
    const label = `Switch to ${scheme() === 'dark' ? 'light' : 'dark'} theme`;
    for (const button of document.querySelectorAll(`[${THEME_TOGGLE}]`)) {
      button.setAttribute('aria-label', label);
      button.setAttribute('title', label);
    }
  };
  // The choice is kept a year in a cookie, which the server writes into the next page's <html>.
  const savedScheme = () =>
    /(?:^|;\s*)pod-theme=(light|dark)(?:;|$)/.exec(document.cookie)?.[1] as 'light' | 'dark' | undefined;
  const applyScheme = (next: 'dark' | 'light', persist: boolean): void => {
    root.setAttribute(THEME, next);
    if (persist) {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, which the server reads to theme the next page
      document.cookie = `pod-theme=${next}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    }
    syncThemeLabel();
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest(`[${MENU_TOGGLE}]`);
    const button = menuButton();
    if (toggle) setMenu(toggle, !isOpen(toggle));
    else if (target?.closest(`[${THEME_TOGGLE}]`)) applyScheme(scheme() === 'dark' ? 'light' : 'dark', true);
    // A link chosen in the open menu closes it.
    else if (isOpen(button) && target?.closest('a') && button.closest('nav')?.contains(target))
      setMenu(button, false);
  });
  document.addEventListener('keydown', (event) => {
    const button = menuButton();
    if (event.key !== 'Escape' || !isOpen(button)) return;
    setMenu(button, false);
    button.focus();
  });
  // A press outside the nav closes it without moving focus, so the press still lands.
  document.addEventListener('pointerdown', (event) => {
    const button = menuButton();
    if (!isOpen(button)) return;
    if (event.target instanceof Node && button.closest('nav')?.contains(event.target)) return;
    setMenu(button, false);
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', (event) => {
    if (!savedScheme()) applyScheme(event.matches ? 'dark' : 'light', false);
  });
  // A page shown again from the back-forward cache kept its theme; the choice may have changed.
  // Only then: pageshow also follows every load, and a first cookie read waits on the browser.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const saved = savedScheme();
    if (saved && saved !== scheme()) applyScheme(saved, false);
  });
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', syncThemeLabel, { once: true });
  else syncThemeLabel();
})();
