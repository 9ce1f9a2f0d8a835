// Pages arrive prerendered and paint before their JavaScript has run; on a slow phone that gap
// lasts seconds, and islands that wait for the visitor (a form, a slideshow) are not live until
// reached. A press on a button that only the app can answer would be lost, so remember the last
// such press and press the button again once the part of the page it belongs to is live: on a
// server-composed page, the island holding it ([data-island-hydrated]); on a page rendered in
// the browser, that page ([data-page-root][data-hydrated]). The held press itself wakes its
// island (a "pod:reach" event, which startShell.ts and the shell listen for), so a press that
// came with no pointer or focus before it (a screen reader's action, autofill) is not stranded.
// The header's buttons are live from the start (headerControls.ts); links need no help: they
// navigate. A file dropped early is kept too (below).
//
// A form's submit button is one of them. The server's HTML keeps it disabled (without scripts
// the form cannot send, and must never GET what was typed into the URL) and marks it
// data-enable-with-script: with scripts on, it is enabled here as soon as the page is parsed,
// and its press (or Enter in a field) is held, not sent natively, until the form is live. A
// press followed by more typing in that form is dropped (the visitor was not done); if the
// island cannot come alive (its code failed), its button is disabled again and the page's
// no-script line (WithoutScript, shown in a failed island) says how else to reach us.
//
// The waiting is said, not hidden: an island with a held press is marked data-island-pressed,
// one typed into (or given a file) data-island-typed, and shared-ui's WhilePressedEarly /
// WhileTypedEarly show the island's own pending words ("Sending...", "Searching…") by those
// marks from the first touch. An island still not live a few seconds after the visitor reached
// for it, or whose code failed, is marked data-island-failed: its IslandFailure says so where it
// stands, with a "Try again" (data-island-retry) that asks for the code once more ("pod:retry",
// answered by startShell.ts or the shell) while everything typed stays in place.
(() => {
  /** How long a reached island may take to come alive before the visitor is told. */
  const LATE_MS = 6000;
  const root = document.documentElement;
  let pending: HTMLButtonElement | null = null;
  let replay: { button: HTMLButtonElement; cancel: () => void } | null = null;
  const islandOf = (element: Element) => element.closest('[data-island-app]');
  const lateTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  // Reached and not live: start the clock once; past it the island says it could not load.
  const watchLate = (island: Element) => {
    if (lateTimers.has(island)) return;
    lateTimers.set(
      island,
      setTimeout(() => {
        lateTimers.delete(island);
        if (!island.hasAttribute('data-island-hydrated')) island.setAttribute('data-island-failed', 'late');
      }, LATE_MS),
    );
  };
  const hold = (button: HTMLButtonElement | null) => {
    if (pending && pending !== button) islandOf(pending)?.removeAttribute('data-island-pressed');
    pending = button;
    const island = button && islandOf(button);
    if (!island) return;
    island.setAttribute('data-island-pressed', 'true');
    watchLate(island);
  };
  const live = (element: Element): boolean => {
    const island = islandOf(element);
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
      if (!button) return;
      const island = islandOf(button);
      if (button.hasAttribute('data-island-retry') && island && !live(button)) {
        event.stopPropagation();
        event.preventDefault();
        retry(island);
        return;
      }
      if (live(button)) {
        // Pressed again by the visitor, live, just before the replay: that press is the one.
        if (replay?.button === button && event.isTrusted) replay.cancel();
        return;
      }
      // Nothing is listening yet: keep it from reaching the app half-started, and a submit from
      // sending the form the browser's way. Not stopImmediatePropagation: startShell.ts's own
      // listeners on the document still see it.
      event.stopPropagation();
      event.preventDefault();
      if (island?.hasAttribute('data-island-failed')) return;
      hold(button);
      button.dispatchEvent(new Event('pod:reach', { bubbles: true }));
    },
    true,
  );
  // Typing on in the form after pressing its Send: the visitor was not done; drop the press.
  // Typing into (or choosing a file in) a waking island: it says it is working on it.
  const typed = (event: Event) => {
    const field = event.target as HTMLInputElement | null;
    if (pending?.form && field?.form === pending.form) hold(null);
    const island = field instanceof Element ? islandOf(field) : null;
    if (!island || live(island)) return;
    island.setAttribute('data-island-typed', 'true');
    watchLate(island);
  };
  document.addEventListener('input', typed, true);
  document.addEventListener('change', typed, true);
  // "Try again" in an island that could not load: clear its failure, ask for its code again.
  const retry = (island: Element) => {
    island.removeAttribute('data-island-failed');
    for (const button of island.querySelectorAll<HTMLButtonElement>('button[data-enable-with-script]'))
      button.disabled = false;
    watchLate(island);
    island.dispatchEvent(new Event('pod:retry', { bubbles: true }));
  };
  // A checkbox shown as a button (the slideshow's Pause, read by the page's CSS) answers Enter
  // as a button does, before its island is live; once live, the island answers it.
  document.addEventListener(
    'keydown',
    (event) => {
      const box = event.target;
      if (event.key !== 'Enter' || !(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
      if (box.getAttribute('role') !== 'button' || live(box)) return;
      event.preventDefault();
      box.click();
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
    const island = event.target instanceof Element ? islandOf(event.target) : null;
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
  new MutationObserver((records) => {
    // Only the islands just marked failed: the others were seen to when they were marked.
    for (const record of records) {
      const island = record.target as Element;
      if (record.attributeName !== 'data-island-failed' || !island.hasAttribute('data-island-failed'))
        continue;
      for (const button of island.querySelectorAll<HTMLButtonElement>('button[data-enable-with-script]'))
        button.disabled = true;
      // Told it could not load, the visitor presses again once it can: the held press goes.
      if (pending && island.contains(pending)) hold(null);
      island.removeAttribute('data-island-pressed');
    }
    if (!pending || !live(pending)) return;
    const button = pending;
    hold(null);
    // After a frame: the island's effects and the renders they ask for have run by then (a
    // form takes in what was typed before it was live, and enables its button).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        replay = null;
        if (button.isConnected && !button.disabled) button.click();
      }, 0);
    });
    replay = {
      button,
      cancel: () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        replay = null;
      },
    };
  }).observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', 'data-island-hydrated', 'data-island-failed'],
  });
  const enable = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-enable-with-script]'))
      if (!button.closest('[data-island-failed]')) button.disabled = false;
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', enable, { once: true });
  else enable();
})();

// A module to the type checker; the build emits the code above as a classic inline script.
export {};
