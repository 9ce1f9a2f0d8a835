import { escapeHtml } from '@pod/contracts/escapeHtml';

// A page's remote declares which of its text boxes a link may pre-fill: its prerendered
// <textarea> carries `data-query-fill="<parameter>"` and, optionally,
// `data-query-fill-max="<length>"` (the forms remote: the contact form's `?message=`, see
// remotes/forms/src/components/prefilledMessage.ts). The remote owns which field takes which
// parameter and how much of it; the server only applies the declaration, so that the box is
// filled in the HTML, before (or without) any script.

/** On a prerendered <textarea>: the query parameter whose value it takes. */
export const QUERY_FILL_ATTRIBUTE = 'data-query-fill';
/** On the same <textarea>: the longest value it takes, in UTF-16 code units (the rest is dropped). */
export const QUERY_FILL_MAX_ATTRIBUTE = 'data-query-fill-max';

const DECLARED = new RegExp(`<textarea\\b[^>]*\\s${QUERY_FILL_ATTRIBUTE}="([^"]*)"[^>]*>`, 'g');
const MAX = new RegExp(`\\s${QUERY_FILL_MAX_ATTRIBUTE}="(\\d+)"`);

/** An attribute value as React wrote it, read back (a parameter name is rarely more than letters). */
const unescapeAttribute = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a link's parameter puts in the box: nothing when blank, else clipped to the declared length. */
export function queryFillValue(value: string | null, max: number | undefined): string | null {
  if (!value?.trim()) return null;
  return max === undefined ? value : value.slice(0, max);
}

/**
 * The page with each declared text box holding its parameter's value from the address
 * (`/contact?message=…`), as text: escaped, so a `<script>` in a link is shown, never run. A page
 * without such a box, or an address without its parameter, is left as it is. The composed page
 * stays cached for every visitor; this answer is per address, so its validator follows its bytes.
 */
export function answerQueryFields(html: string, url: string): string {
  // URLSearchParams never throws: a malformed escape reads as U+FFFD, not as a 500.
  const params = new URL(url).searchParams;
  if (params.size === 0 || !html.includes(` ${QUERY_FILL_ATTRIBUTE}="`)) return html;
  let filled = '';
  let from = 0;
  for (const tag of html.matchAll(DECLARED)) {
    const end = tag.index + tag[0].length;
    const close = html.indexOf('</textarea>', end);
    const max = MAX.exec(tag[0])?.[1];
    const value = queryFillValue(
      params.get(unescapeAttribute(tag[1] ?? '')),
      max === undefined ? undefined : Number(max),
    );
    if (close < 0 || value === null) continue;
    // The parser drops one newline right after <textarea> (a CR or CRLF reads as one): a value
    // that starts with one keeps it.
    filled += `${html.slice(from, end)}${/^[\r\n]/.test(value) ? '\n' : ''}${escapeHtml(value)}`;
    from = close;
  }
  return from === 0 ? html : filled + html.slice(from);
}
