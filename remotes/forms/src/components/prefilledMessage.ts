// A small public contract for other teams: a link to /contact (or /contact-cs) may carry
// `?message=<text>` to pre-fill the message box, e.g. the file check's "Ask us about this design"
// (remotes/filecheck). It is read after hydration, so the server HTML and the first client render
// stay identical; it never overwrites text the visitor has typed; it is clipped to
// PREFILL_MESSAGE_MAX_LENGTH characters; nothing is sent until the visitor sends the form.

/** The longest pre-fill taken from the URL; the rest is dropped. */
export const PREFILL_MESSAGE_MAX_LENGTH = 2000;

/** The message a query string pre-fills, or null when it carries none. */
export function prefilledMessage(search: string): string | null {
  const message = new URLSearchParams(search).get('message');
  if (!message?.trim()) return null;
  return message.slice(0, PREFILL_MESSAGE_MAX_LENGTH);
}
