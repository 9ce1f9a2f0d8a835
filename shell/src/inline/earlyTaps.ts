// Pages arrive prerendered and paint before their JavaScript has run; on a slow phone that gap
// lasts seconds, and a press on a button that only the app can answer (slideshow, Back to Top)
// would be lost. Remember the last such press and press the button again once the part of the
// page it belongs to is live: on a server-composed page, the island holding it
// ([data-island-hydrated]); on a page rendered in the browser, that page ([data-page-root]
// [data-hydrated]). The header's buttons are live from the start (headerControls.ts); links and
// forms need no help: links navigate, and form buttons stay disabled until the form is live.
(() => {
  const root = document.documentElement;
  let pending: HTMLElement | null = null;
  const live = (button: Element): boolean => {
    const island = button.closest('[data-island-app]');
    if (island) return island.hasAttribute('data-island-hydrated');
    const page = button.closest('[data-page-root]');
    return page ? page.getAttribute('data-hydrated') === 'true' : true;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLButtonElement>('button[type="button"]')
          : null;
      if (!button || live(button)) return;
      // Nothing is listening yet; keep it from reaching the app half-started.
      event.stopImmediatePropagation();
      pending = button;
    },
    true,
  );
  new MutationObserver(() => {
    if (!pending || !live(pending)) return;
    const button = pending;
    pending = null;
    if (button.isConnected) button.click();
  }).observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', 'data-island-hydrated'],
  });
})();

// A module to the type checker; the build emits the code above as a classic inline script.
export {};
