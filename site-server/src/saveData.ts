// A visitor who asks to save data (Save-Data: on, the browser's data saver) gets no page fetched or
// prerendered ahead of a press: the speculation rules are left out of the page they are sent.

const SPECULATION_RULES =
  /[ \t]*<script\b[^>]*\btype\s*=\s*["']?speculationrules["']?[^>]*>[\s\S]*?<\/script>\n?/gi;

/** True when the request carries `Save-Data: on` (the header's only token; any case). */
export function wantsSavedData(saveData: string | undefined): boolean {
  return saveData?.trim().toLowerCase() === 'on';
}

/** The page without its speculation rules (a page without them is returned as it is). */
export function withoutSpeculationRules(html: string): string {
  return html.includes('speculationrules') ? html.replace(SPECULATION_RULES, '') : html;
}
