// A composed page read once by an HTML parser (parse5, the parser jsdom uses): where each
// element, attribute and request slot stands in the page's text. What a request puts into the
// page (a key, a theme, an answer) is then written at those places in one pass over the text
// (pageEdits.ts), never found again by searching it. Kept with the composed page, so a page
// is parsed once per build, not per request.
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type ParsedNode = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

export interface Span {
  start: number;
  end: number;
}

/** An element of the page, as the parser read it, with its offsets in the page's text. */
export interface MappedElement {
  tag: string;
  /** Its attributes' values as the parser decoded them (the one unescape). */
  attrs: ReadonlyMap<string, string>;
  /** Each attribute's `name="value"` in the text. */
  attrSpans: ReadonlyMap<string, Span>;
  /** Where its start tag begins. */
  start: number;
  /** Just after its start tag's `>`. */
  startTagEnd: number;
  /** Where its end tag begins (its start tag's end for an element without content). */
  contentEnd: number;
  /** Just after its end tag. */
  end: number;
  /** Where an added attribute goes: before the start tag's `>` or `/>`. */
  attributeAt: number;
  parent: MappedElement | undefined;
}

/** Where a slot's letters stand: in an element's text, or in one of its attributes' values. */
export type SlotPlace = { inText: number } | { element: MappedElement; attribute: string };

export interface PageMap {
  html: string;
  /** Every element with its own tags in the text, in the page's order. */
  elements: readonly MappedElement[];
  /** The first element with `id`. */
  byId: (id: string) => MappedElement | undefined;
  /** The elements carrying the attribute `name`, in the page's order. */
  withAttribute: (name: string) => readonly MappedElement[];
  /** The first element named `tag`. */
  first: (tag: string) => MappedElement | undefined;
  /** The elements whose start tag is exactly `startTag` (a format that names an element by its tag). */
  withStartTag: (startTag: string) => readonly MappedElement[];
  /** Every place a slot (asked for when the page was mapped) stands. */
  slots: (slot: string) => readonly SlotPlace[];
}

const none: readonly never[] = [];

function pushTo<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/** The page's map: one parse, then indexes by id, attribute and tag; `slots` are found in its text and attributes. */
export function mapPage(html: string, slots: readonly string[] = []): PageMap {
  const elements: MappedElement[] = [];
  const byAttribute = new Map<string, MappedElement[]>();
  const slotPlaces = new Map<string, SlotPlace[]>();
  const document = parse(html, { sourceCodeLocationInfo: true });

  const visit = (node: ParsedNode, parent: MappedElement | undefined): void => {
    if (node.nodeName === '#text' && 'value' in node && node.sourceCodeLocation) {
      const { startOffset, endOffset } = node.sourceCodeLocation;
      for (const slot of slots) {
        // A slot is letters only, so it stands in the text as it is, never as a character reference.
        for (
          let at = html.indexOf(slot, startOffset);
          at >= 0 && at < endOffset;
          at = html.indexOf(slot, at + 1)
        )
          pushTo(slotPlaces, slot, { inText: at });
      }
      return;
    }
    let mapped = parent;
    if ('tagName' in node && node.sourceCodeLocation?.startTag) {
      const location = node.sourceCodeLocation;
      const startTag = location.startTag as NonNullable<typeof location.startTag>;
      const attrs = new Map(node.attrs.map((attr) => [attr.name, attr.value]));
      const attrSpans = new Map(
        Object.entries(location.attrs ?? {}).map(([name, at]) => [
          name,
          { start: at.startOffset, end: at.endOffset },
        ]),
      );
      const startTagEnd = startTag.endOffset;
      const element: MappedElement = {
        tag: node.tagName,
        attrs,
        attrSpans,
        start: startTag.startOffset,
        startTagEnd,
        contentEnd: location.endTag?.startOffset ?? startTagEnd,
        end: location.endTag?.endOffset ?? startTagEnd,
        attributeAt: startTagEnd - (html.startsWith('/>', startTagEnd - 2) ? 2 : 1),
        parent,
      };
      elements.push(element);
      for (const [name, value] of attrs) {
        pushTo(byAttribute, name, element);
        for (const slot of slots)
          if (value.includes(slot)) pushTo(slotPlaces, slot, { element, attribute: name });
      }
      mapped = element;
    }
    if ('content' in node) visit(node.content as unknown as ParsedNode, mapped);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, mapped);
  };
  visit(document, undefined);

  const ids = new Map<string, MappedElement>();
  for (const element of byAttribute.get('id') ?? none) {
    const id = element.attrs.get('id') ?? '';
    if (!ids.has(id)) ids.set(id, element);
  }
  let startTags: Map<string, MappedElement[]> | undefined;
  return {
    html,
    elements,
    byId: (id) => ids.get(id),
    withAttribute: (name) => byAttribute.get(name) ?? none,
    first: (tag) => elements.find((element) => element.tag === tag),
    withStartTag: (startTag) => {
      // Built on first use: only a page with a search list asks for elements by their tags.
      if (!startTags) {
        startTags = new Map();
        for (const element of elements)
          pushTo(startTags, html.slice(element.start, element.startTagEnd), element);
      }
      return startTags.get(startTag) ?? none;
    },
    slots: (slot) => slotPlaces.get(slot) ?? none,
  };
}

/** True when `element` stands inside `ancestor` (or is it). */
export function isWithin(element: MappedElement, ancestor: MappedElement): boolean {
  for (let at: MappedElement | undefined = element; at; at = at.parent) if (at === ancestor) return true;
  return false;
}

/** The nearest of `element` and its ancestors that `test` accepts. */
export function closest(
  element: MappedElement,
  test: (each: MappedElement) => boolean,
): MappedElement | undefined {
  for (let at: MappedElement | undefined = element; at; at = at.parent) if (test(at)) return at;
  return undefined;
}
