// A visitor who asks to save data (Save-Data: on, the browser's data saver) gets no page fetched
// or prerendered ahead of a press: the speculation rules are left out of the page they are sent.
import type { PageEdits } from './pageEdits.ts';

/** True when the request carries `Save-Data: on` (the header's only token; any case). */
export function wantsSavedData(saveData: string | undefined): boolean {
  return saveData?.trim().toLowerCase() === 'on';
}

export function withoutSpeculationRulesEdits(edits: PageEdits): void {
  const { html } = edits.map;
  for (const script of edits.map.withAttribute('type')) {
    if (script.tag !== 'script' || script.attrs.get('type')?.trim().toLowerCase() !== 'speculationrules')
      continue;
    // The line it stood on goes with it.
    let start = script.start;
    while (html[start - 1] === ' ' || html[start - 1] === '\t') start -= 1;
    edits.replace(start, script.end + (html[script.end] === '\n' ? 1 : 0), '');
  }
}
