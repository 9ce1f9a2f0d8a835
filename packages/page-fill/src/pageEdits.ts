// What one request writes into a mapped page, gathered from each part (key, staff member, lists,
// query, theme, answer), then written in a single pass over the page's text. Attribute values
// and text go in escaped by the one escape (@pod/contracts/escapeHtml); an attribute is named
// by its element, so two parts that set the same attribute (an island's props) compose.
import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { MappedElement, PageMap } from './pageMap.ts';

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** An island's props: the JSON its wrapper carries in `data-props`. */
export type IslandProps = Record<string, unknown>;

const PROPS = 'data-props';

export class PageEdits {
  private readonly splices: Splice[] = [];
  /** Attribute values set per element (null: removed), written when the page is. */
  private readonly attributes = new Map<MappedElement, Map<string, string | null>>();

  readonly map: PageMap;

  constructor(map: PageMap) {
    this.map = map;
  }

  /** True when nothing has been asked for: the page goes out as composed. */
  get empty(): boolean {
    return this.splices.length === 0 && this.attributes.size === 0;
  }

  /** `html` (markup, already safe) in place of the text from `start` to `end`. */
  replace(start: number, end: number, html: string): void {
    this.splices.push({ start, end, text: html });
  }

  insert(at: number, html: string): void {
    this.replace(at, at, html);
  }

  /** The element's content (between its tags) replaced by `html`. */
  replaceContent(element: MappedElement, html: string): void {
    this.replace(element.startTagEnd, element.contentEnd, html);
  }

  /** The attribute's value as this request leaves it so far (null when absent). */
  attribute(element: MappedElement, name: string): string | null {
    const set = this.attributes.get(element);
    if (set?.has(name)) return set.get(name) ?? null;
    return element.attrs.get(name) ?? null;
  }

  /** `value` (text; escaped when written; "" for a boolean attribute) or null to remove it. */
  setAttribute(element: MappedElement, name: string, value: string | null): void {
    let set = this.attributes.get(element);
    if (!set) {
      set = new Map();
      this.attributes.set(element, set);
    }
    set.set(name, value);
  }

  /** The island's props as this request leaves them so far (undefined: none, or not JSON). */
  props(island: MappedElement): IslandProps | undefined {
    const json = this.attribute(island, PROPS);
    if (json === null) return undefined;
    try {
      const props: unknown = JSON.parse(json);
      return props && typeof props === 'object' ? (props as IslandProps) : undefined;
    } catch {
      return undefined;
    }
  }

  setProps(island: MappedElement, props: IslandProps): void {
    this.setAttribute(island, PROPS, JSON.stringify(props));
  }

  /** The page with every edit, in one pass; an edit inside one written before it is left out. */
  write(): string {
    const { html } = this.map;
    if (this.empty) return html;
    const splices = [...this.splices];
    for (const [element, set] of this.attributes) {
      for (const [name, value] of set) {
        const span = element.attrSpans.get(name);
        const written = value === null ? '' : `${name}="${escapeHtml(value)}"`;
        if (span) {
          // A removed attribute takes the space before it along.
          const start = value === null && html[span.start - 1] === ' ' ? span.start - 1 : span.start;
          splices.push({ start, end: span.end, text: written });
        } else if (value !== null)
          splices.push({ start: element.attributeAt, end: element.attributeAt, text: ` ${written}` });
      }
    }
    // Stable: edits at one place keep the order they were asked for, an insertion before a
    // replacement that starts there.
    splices.sort((a, b) => a.start - b.start || a.end - b.end);
    const parts: string[] = [];
    let from = 0;
    for (const splice of splices) {
      if (splice.start < from) continue;
      parts.push(html.slice(from, splice.start), splice.text);
      from = splice.end;
    }
    parts.push(html.slice(from));
    return parts.join('');
  }
}

/** The page `map` reads with what `fill` asks for written in. */
export function editedPage(map: PageMap, fill: (edits: PageEdits) => void): string {
  const edits = new PageEdits(map);
  fill(edits);
  return edits.write();
}
