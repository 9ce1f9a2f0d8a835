// Runs before first paint, inlined into the head at build time: saved choice first, else the
// OS preference. Keep it small: every page carries it, and the CSP allows it by its hash.
(() => {
  let scheme: string | null = null;
  try {
    scheme = localStorage.getItem('pod-theme');
  } catch {
    scheme = null;
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', scheme);
  // Scripts run: the header may collapse its links behind the menu button. Without this
  // class (JavaScript off) the links stay visible, since the button could not open them.
  document.documentElement.classList.add('js');
})();

// A module to the type checker; the build emits the code above as a classic inline script.
export {};
