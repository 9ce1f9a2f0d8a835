// Runs before first paint, inlined into the head at build time: saved choice first, else the
// OS preference. Keep it small: every page carries it, and the CSP allows it by its hash.
// The choice is a cookie, not localStorage: a page's first localStorage read waits for the
// browser to open the site's storage, 9-17 ms of this page's main thread before its first paint
// on our test machine (about 40-70 ms on the phone profile), and a cookie is already at hand.
(() => {
  const saved = /(?:^|;\s*)pod-theme=(light|dark)(?:;|$)/.exec(document.cookie)?.[1];
  const scheme = saved ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.setAttribute('data-theme', scheme);
  // Scripts run: the header may collapse its links behind the menu button. Without this
  // class (JavaScript off) the links stay visible, since the button could not open them.
  document.documentElement.classList.add('js');
})();

// A module to the type checker; the build emits the code above as a classic inline script.
export {};
