// One page filled by one set of edits: for a test, or a page read once (a 404 for any path).
// The site server keeps each composed page's map and writes its edits itself.
import { editedPage, type PageEdits } from './pageEdits.ts';
import { mapPage } from './pageMap.ts';

/** `html` with what `fill` asks for written in; `slots` are the request slots the page holds. */
export function fillPage(
  html: string,
  fill: (edits: PageEdits) => void,
  slots: readonly string[] = [],
): string {
  return editedPage(mapPage(html, slots), fill);
}
