// Runs before first paint, inlined into the head at build time. A visitor's saved choice is
// already on <html data-theme>, written by the server from its cookie; otherwise the OS
// preference. It reads no storage: a page's first read of localStorage or document.cookie waits
// on the browser (6-60 ms on our test machine, four times that on the phone profile), before
// every page's first paint. Keep it small: every page carries it; the CSP allows it by its hash.
import { THEME } from '@pod/shared-ui/islandLife';

(() => {
  const root = document.documentElement;
  const saved = root.getAttribute(THEME);
  if (saved !== 'light' && saved !== 'dark')
    root.setAttribute(THEME, window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  // Scripts run: the header may collapse its links behind the menu button. Without this
  // class (JavaScript off) the links stay visible, since the button could not open them.
  root.classList.add('js');
})();
