// A form that works as plain HTML posts to the server, which answers a problem (a field left
// empty, too many messages, the store down) with the same page again: what was sent kept in
// its fields, the message beside each field, and an error summary at the top that links to
// them. The server never runs a page's code, so it writes that answer into the prerendered
// page (@pod/page-fill/formAnswer), and the island that later hydrates the form renders
// the same answer from its props. These names are what both sides agree on.

/** On the <form> the server may answer into (one per page). */
export const FORM_MARK = 'data-pod-form';

/** On the error summary's box, rendered hidden and empty when there is nothing to say. */
export const ERROR_SUMMARY_MARK = 'data-error-summary';

/** The hidden field that carries the page's key: one message per rendered page. */
export const FORM_KEY_FIELD = 'formKey';

/**
 * What the prerendered page holds where its key goes (in the hidden field and the island's
 * props); the server writes a fresh key over it for each page it sends. Letters only, so it
 * reads the same in an attribute and in JSON.
 */
export const FORM_KEY_SLOT = 'podFormKeySlot';

/** A key as the server makes it: 22 characters of base64url (128 random bits). */
export const FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The island prop that carries the server's answer (as JSON: island props are flat). */
export const ANSWER_PROP = 'answer';

/** Prefixed to the page title when the page answers a problem (the GOV.UK pattern). */
export const ERROR_TITLE_PREFIX = 'Error: ';

/** The heading of the error summary. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** One line of the error summary: about a field (a link to it), or about the whole form. */
export interface SummaryItem {
  text: string;
  /** The field's name; the line links to that field. */
  field?: string;
}

/** The server's answer to a post it did not act on. */
export interface FormAnswer {
  /** What was sent, by field name, to show again (never a password). */
  values: Record<string, string>;
  /** The message beside each field that has one. */
  errors: Record<string, string>;
  /** The summary's lines, in the fields' order. */
  summary: SummaryItem[];
}

/** The answer from an island's props, or undefined when there is none or it does not parse. */
export function readFormAnswer(prop: unknown): FormAnswer | undefined {
  if (typeof prop !== 'string') return undefined;
  try {
    const parsed = JSON.parse(prop) as Partial<FormAnswer> | null;
    if (!parsed || typeof parsed !== 'object') return undefined;
    const strings = (record: unknown): Record<string, string> =>
      Object.fromEntries(
        Object.entries(record && typeof record === 'object' ? record : {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    const summary = Array.isArray(parsed.summary)
      ? parsed.summary.filter((item): item is SummaryItem => typeof item?.text === 'string')
      : [];
    return { values: strings(parsed.values), errors: strings(parsed.errors), summary };
  } catch {
    return undefined;
  }
}

/** The key a page's island was given, or undefined for the prerender's slot or a page rendered in the browser. */
export function formKeyOf(prop: unknown): string | undefined {
  return typeof prop === 'string' && FORM_KEY_PATTERN.test(prop) ? prop : undefined;
}
