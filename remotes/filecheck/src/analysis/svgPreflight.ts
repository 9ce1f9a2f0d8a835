import { SaxesParser } from 'saxes';
import { FileCheckError } from './fileCheckError.ts';
import { svgLimits } from './rules.ts';

// An SVG is read here, in the worker, before the page draws it: the browser draws an SVG on the
// page's own thread, where nothing can stop it, and a file of a few hundred bytes can ask for
// billions of shapes (nested <use>), a billion-laughs entity expansion, or filters over a huge area.

interface Element {
  children: number[];
  /** The local id a <use> points at (`#id`); external references are not loaded in an image. */
  uses: string | null;
}

type Limits = typeof svgLimits;

const tooComplex = () => new FileCheckError('svg-too-complex');

/** Elements once every <use> is expanded, counting past `cap` only as "more than cap". */
function expandedCount(elements: Element[], ids: Map<string, number>, cap: number): number {
  const memo = new Map<number, number>();
  const visiting = new Set<number>();
  const cost = (index: number, depth: number): number => {
    const known = memo.get(index);
    if (known !== undefined) return known;
    // A <use> that leads back to itself, or a chain longer than any real drawing's.
    if (visiting.has(index) || depth > 256) throw tooComplex();
    visiting.add(index);
    const element = elements[index];
    let total = 1;
    for (const child of element?.children ?? []) {
      total += cost(child, depth + 1);
      if (total > cap) break;
    }
    const target = element?.uses ? ids.get(element.uses) : undefined;
    if (target !== undefined && total <= cap) total += cost(target, depth + 1);
    visiting.delete(index);
    const capped = Math.min(total, cap + 1);
    memo.set(index, capped);
    return capped;
  };
  return elements.length ? cost(0, 0) : 0;
}

/**
 * Throws a FileCheckError when the SVG is not well-formed, declares entities, or is beyond the
 * limits (elements, nesting, expanded <use> copies, filters and patterns); returns otherwise.
 */
export function svgPreflight(bytes: Uint8Array, limits: Limits = svgLimits): void {
  if (bytes.length > limits.maxBytes) throw tooComplex();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const parser = new SaxesParser({ xmlns: false, position: false });
  const elements: Element[] = [];
  const ids = new Map<string, number>();
  const open: number[] = [];
  let expensive = 0;
  let failure: FileCheckError | null = null;
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) failure ??= new FileCheckError('svg-unreadable');
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    const index = elements.length;
    const href = tag.attributes.href ?? tag.attributes['xlink:href'];
    const name = tag.name.replace(/^.*:/, '').toLowerCase();
    elements.push({
      children: [],
      uses: name === 'use' && typeof href === 'string' && href.startsWith('#') ? href.slice(1) : null,
    });
    const parent = open[open.length - 1];
    if (parent !== undefined) elements[parent]?.children.push(index);
    const id = tag.attributes.id;
    if (typeof id === 'string' && !ids.has(id)) ids.set(id, index);
    if (name === 'filter' || name === 'pattern') expensive++;
    if (!tag.isSelfClosing) open.push(index);
    if (
      elements.length > limits.maxElements ||
      open.length > limits.maxDepth ||
      expensive > limits.maxFilters
    )
      failure = tooComplex();
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  try {
    parser.write(text).close();
  } catch {
    // Thrown for a broken file, and for an entity the file uses without a standard definition.
    throw failure ?? new FileCheckError('svg-unreadable');
  }
  if (failure) throw failure;
  if (expandedCount(elements, ids, limits.maxExpandedElements) > limits.maxExpandedElements)
    throw tooComplex();
}
