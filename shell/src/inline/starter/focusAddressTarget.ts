// A deep link (/faqs#cancel-order) or an in-page anchor: the browser scrolls to the target; move
// keyboard focus there too, so that Tab and a screen reader go on from it. "#top" (Back to Top)
// is the top of the page: its heading.
function focusTarget(): void {
  let target: HTMLElement | null = null;
  try {
    target =
      location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  } catch {
    target = null;
  }
  if (location.hash === '#top') target = document.querySelector<HTMLElement>('main h1') ?? target;
  if (!target || target.contains(document.activeElement)) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** At the first parse, and at each in-page move while the page is the server's HTML. */
export function focusAddressTarget(): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', focusTarget, { once: true });
  else focusTarget();
  window.addEventListener('hashchange', focusTarget);
}
