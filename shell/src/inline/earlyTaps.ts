// Pages arrive prerendered and paint before their JavaScript has run; on a slow phone that gap
// lasts seconds, and islands that wait for the visitor (a form, a slideshow) are not live until
// reached. A press on a button that only the app can answer would be lost, so remember the last
// such press and press the button again once the part of the page it belongs to is live: on a
// server-composed page, the island holding it ([data-island-hydrated]); on a page rendered in
// the browser, that page ([data-page-root][data-hydrated]). The header's buttons are live from
// the start (headerControls.ts); links need no help: they navigate. A file dropped early is kept
// too (below).
//
// A form's submit button is one of them. The server's HTML keeps it disabled (without scripts
// the form cannot send, and must never GET what was typed into the URL) and marks it
// data-enable-with-script: with scripts on, it is enabled here as soon as the page is parsed,
// and its press (or Enter in a field) is held, not sent natively, until the form is live.
(() => {
  const root = document.documentElement;
  let pending: HTMLElement | null = null;
  const live = (element: Element): boolean => {
    const island = element.closest('[data-island-app]');
    if (island) return island.hasAttribute('data-island-hydrated');
    const page = element.closest('[data-page-root]');
    return page ? page.getAttribute('data-hydrated') === 'true' : true;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLButtonElement>('button[type="button"], button[type="submit"]')
          : null;
      if (!button || live(button)) return;
      // Nothing is listening yet; keep it from reaching the app half-started, and a submit
      // from sending the form the browser's way.
      event.stopImmediatePropagation();
      event.preventDefault();
      pending = button;
    },
    true,
  );
  // A form sent by other means before it is live (a script's requestSubmit): never natively.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && !live(event.target)) event.preventDefault();
    },
    true,
  );
  // A file dropped on an island before it is live (a file check waiting for the visitor): not
  // opened by the browser in place of the page, but put in the island's own file field, where
  // the island finds it when it comes alive (the change wakes it, as a chosen file does).
  const fileFieldOf = (event: Event): HTMLInputElement | null => {
    const island = event.target instanceof Element ? event.target.closest('[data-island-app]') : null;
    if (!island || live(island)) return null;
    return island.querySelector<HTMLInputElement>('input[type="file"]');
  };
  document.addEventListener(
    'dragover',
    (event) => {
      if (fileFieldOf(event)) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'drop',
    (event) => {
      const field = fileFieldOf(event);
      const files = event.dataTransfer?.files;
      if (!field) return;
      event.preventDefault();
      if (!files || files.length === 0) return;
      field.files = files;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    true,
  );
  new MutationObserver(() => {
    if (!pending || !live(pending)) return;
    const button = pending;
    pending = null;
    // After a frame: the island's effects and the renders they ask for have run by then (a
    // form takes in what was typed before it was live, and enables its button).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
      }, 0),
    );
  }).observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', 'data-island-hydrated'],
  });
  const enable = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-enable-with-script]'))
      button.disabled = false;
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', enable, { once: true });
  else enable();
})();

// A module to the type checker; the build emits the code above as a classic inline script.
export {};
