// A filled list (the gallery on Home and Products): a list of a prerendered page shown with data
// read at request time. The app's build leaves its slot (the loading text, marked
// `data-pod-filled-list`) and the list's templates in prerender.json; the server reads each list
// (readFilledLists.ts) and this writes it: the slot replaced by the items (or the list's "could
// not load" text), and the same items handed to the page in the head, so its island hydrates
// over exactly that HTML.
import {
  type FilledListSeed,
  type FilledListTemplates,
  filledListElementId,
  filledListHtml,
  scriptSafeJson,
} from '@pod/deploy-format/filledLists';
import type { PageEdits } from './pageEdits.ts';

/** The items read for each list by its source (undefined: reading failed). */
export type ReadLists = ReadonlyMap<string, readonly object[] | undefined>;

export function filledListEdits(
  edits: PageEdits,
  lists: readonly FilledListTemplates[],
  read: ReadLists,
): void {
  const { map } = edits;
  const seeds: string[] = [];
  for (const list of lists) {
    // Found by its exact HTML, whatever marks an older build gave it.
    const slotTag = list.slot.slice(0, list.slot.indexOf('>') + 1);
    const slot = map.withStartTag(slotTag).find((each) => map.html.slice(each.start, each.end) === list.slot);
    if (!slot) continue;
    const items = read.get(list.source);
    edits.replace(slot.start, slot.end, filledListHtml(list, items));
    const seed: FilledListSeed<unknown> = items ? { items: [...items] } : { failed: true };
    seeds.push(
      `<script type="application/json" id="${filledListElementId(list.source)}">${scriptSafeJson(seed)}</script>`,
    );
  }
  const head = map.first('head');
  if (head && seeds.length > 0) edits.insert(head.contentEnd, seeds.join(''));
}
