// What a page does for its islands before they are live (inlined in the head). Pages work as
// plain HTML first: links load pages, forms post to the server, the FAQ search filters the
// server's list (searchListEarly.ts), the header's buttons answer (headerControls.ts). A press
// is never held for an island: before it is live the browser does what the HTML says. What is
// left here (the marks are named in @pod/shared-ui/islandLife):
//  - a file dropped on an island not yet live (the file check) goes into its file field, not
//    opened by the browser in place of the page; a file waiting there marks the island, which
//    says it is reading it, and says it could not load if it is still not live a while later;
//  - Enter on a checkbox shown as a button (the slideshow's Pause, read by the page's CSS)
//    presses it, as Enter presses a button;
//  - Try again in an island that could not load asks for its code once more;
//  - a form posted before its island is live: its submit button says its pending words at once
//    (its PENDING_LABEL), and its own words again when Back shows the page from the bfcache;
//    the island is marked posted meanwhile, so nothing hydrates it.
import {
  FAILED_MARK,
  FILE_WAIT_LATE_MS,
  FILE_WAITING_MARK,
  HYDRATED_MARK,
  HYDRATING_MARK,
  PENDING_LABEL,
  POSTED_MARK,
  RETRY_BUTTON,
  RETRY_EVENT,
} from '@pod/shared-ui/islandLife';
import { waitingIsland } from './starter/waitingIsland.ts';

(() => {
  const fileFieldOf = (event: Event) =>
    waitingIsland(event.target)?.querySelector<HTMLInputElement>('input[type="file"]') ?? null;
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
  document.addEventListener(
    'change',
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || (event.target as HTMLInputElement).type !== 'file') return;
      island.setAttribute(FILE_WAITING_MARK, 'true');
      setTimeout(() => {
        if (!island.hasAttribute(HYDRATED_MARK)) island.setAttribute(FAILED_MARK, 'late');
      }, FILE_WAIT_LATE_MS);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const box = event.target;
      if (event.key !== 'Enter' || !(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
      if (box.getAttribute('role') !== 'button' || !waitingIsland(box)) return;
      event.preventDefault();
      box.click();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${RETRY_BUTTON}]`) : null;
      const island = waitingIsland(button);
      if (!button || !island) return;
      event.preventDefault();
      island.removeAttribute(FAILED_MARK);
      island.dispatchEvent(new Event(RETRY_EVENT, { bubbles: true }));
    },
    true,
  );
  const labels = new Map<HTMLElement, string>();
  // Bubbling: a form whose own script (the FAQ's search) keeps the page has prevented it by then.
  document.addEventListener('submit', (event) => {
    const button = (event as SubmitEvent).submitter;
    const pending = button?.getAttribute(PENDING_LABEL);
    // Not once the shell is hydrating the island: the words would be a text React never rendered.
    if (event.defaultPrevented || !button || !pending || !waitingIsland(button)) return;
    if (button.closest(`[${HYDRATING_MARK}]`)) return;
    labels.set(button, button.textContent ?? '');
    button.textContent = pending;
    waitingIsland(button)?.setAttribute(POSTED_MARK, 'true');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const [button, label] of labels) {
      button.textContent = label;
      button.closest(`[${POSTED_MARK}]`)?.removeAttribute(POSTED_MARK);
    }
    labels.clear();
  });
})();
