// A page's remote declares which of its text boxes a link may pre-fill: its prerendered
// <textarea> carries `data-query-fill="<parameter>"` and, optionally,
// `data-query-fill-max="<length>"` (the forms remote: the contact form's `?message=`, see
// remotes/forms/src/components/prefilledMessage.ts). The remote owns which field takes which
// parameter and how much of it; the server only applies the declaration, so that the box is
// filled in the HTML, before (or without) any script.
import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { PageEdits } from './pageEdits.ts';
import type { MappedElement, PageMap } from './pageMap.ts';

/** On a prerendered <textarea>: the query parameter whose value it takes. */
export const QUERY_FILL_ATTRIBUTE = 'data-query-fill';
/** On the same <textarea>: the longest value it takes, in UTF-16 code units (the rest is dropped). */
export const QUERY_FILL_MAX_ATTRIBUTE = 'data-query-fill-max';

/** What a link's parameter puts in the box: nothing when blank, else clipped to the declared length. */
export function queryFillValue(value: string | null, max: number | undefined): string | null {
  if (!value?.trim()) return null;
  return max === undefined ? value : value.slice(0, max);
}

/** A declared text box and what the address puts in it. */
export interface QueryFill {
  box: MappedElement;
  value: string;
}

/** The declared text boxes the address's parameters fill (none: the page as built). */
export function queryFills(map: PageMap, params: URLSearchParams): QueryFill[] {
  if (params.size === 0) return [];
  return map.withAttribute(QUERY_FILL_ATTRIBUTE).flatMap((box) => {
    if (box.tag !== 'textarea') return [];
    const max = Number.parseInt(box.attrs.get(QUERY_FILL_MAX_ATTRIBUTE) ?? '', 10);
    const value = queryFillValue(
      params.get(box.attrs.get(QUERY_FILL_ATTRIBUTE) ?? ''),
      Number.isNaN(max) ? undefined : max,
    );
    return value === null ? [] : [{ box, value }];
  });
}

/**
 * Each box holding its parameter's value from the address (`/contact?message=…`), as text:
 * escaped, so a `<script>` in a link is shown, never run.
 */
export function queryFieldEdits(edits: PageEdits, fills: readonly QueryFill[]): void {
  for (const { box, value } of fills) {
    // The parser drops one newline right after <textarea> (a CR or CRLF reads as one): a value
    // that starts with one keeps it.
    const kept = value.startsWith('\n') || value.startsWith('\r') ? '\n' : '';
    edits.replaceContent(box, `${kept}${escapeHtml(value)}`);
  }
}
