// For tests of who takes a press on a plain link: a link in the test's document, and a press on
// it that reports whether anything on the page took it (the browser would then not follow it).

/** A link to `href` in the test's document. */
export function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Presses a link; whether the site took the press (the browser would not follow it). */
export function press(
  href: string,
  attributes: Record<string, string> = {},
  init: MouseEventInit = {},
): boolean {
  const link = anchor(href, attributes);
  let taken = false;
  // Runs after the document's listeners; stops jsdom from following the link.
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', after);
  link.remove();
  return taken;
}
