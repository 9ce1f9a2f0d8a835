// A small public contract for other teams: a link to /contact (or /contact-cs) may carry
// `?message=<text>` to pre-fill the message box, e.g. the file check's "Ask us about this design"
// (remotes/filecheck). The site server writes it into the page's HTML, so the box is filled
// before (or without) any script: the message box declares the parameter it takes and the
// length it keeps (messageBoxQueryFill, read by @pod/page-fill/queryFields). The
// island starts from what that box holds, so it hydrates over that HTML unchanged, keeping
// whatever the visitor typed before it was hydrated. Blank is nothing; the rest is clipped to
// PREFILL_MESSAGE_MAX_LENGTH characters; nothing is sent until the visitor sends the form.

/** The field a link pre-fills: the message box (the field table's `message`). */
export const PREFILLED_FIELD = 'message';

/** The parameter a link pre-fills the message box with. */
export const PREFILL_MESSAGE_PARAM = 'message';

/** The longest pre-fill taken from the URL; the rest is dropped. */
export const PREFILL_MESSAGE_MAX_LENGTH = 2000;

/**
 * On the message box: the declaration the site server fills it by (its parameter and length;
 * the server's rule, blank is nothing and the rest clipped, is prefilledMessage's).
 */
export const messageBoxQueryFill = {
  'data-query-fill': PREFILL_MESSAGE_PARAM,
  'data-query-fill-max': String(PREFILL_MESSAGE_MAX_LENGTH),
} as const;

/** The message a query string pre-fills, or null when it carries none. */
export function prefilledMessage(search: string): string | null {
  const message = new URLSearchParams(search).get(PREFILL_MESSAGE_PARAM);
  if (!message?.trim()) return null;
  return message.slice(0, PREFILL_MESSAGE_MAX_LENGTH);
}

/** The message the address this page was opened at pre-fills; none where there is no address (the prerender). */
export function linkedMessage(): string | null {
  return typeof window === 'undefined' ? null : prefilledMessage(window.location.search);
}

/**
 * What the server's message box (by its id) holds while the island hydrates over it: the text
 * the server wrote or the visitor typed, or emptied. Null where there is no such box (the
 * prerender, a page rendered in the browser) or it was never filled.
 */
export function heldMessage(id: string): string | null {
  // The prerender may have a stand-in document, but no element classes.
  if (typeof document === 'undefined' || typeof HTMLTextAreaElement === 'undefined') return null;
  const box = document.getElementById(id);
  if (!(box instanceof HTMLTextAreaElement)) return null;
  return box.value !== '' || box.defaultValue !== '' ? box.value : null;
}
