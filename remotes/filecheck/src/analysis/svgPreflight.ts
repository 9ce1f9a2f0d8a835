import { SaxesParser } from 'saxes';
import { parseDeclarations } from './cssDeclarations.ts';
import { FileCheckError } from './fileCheckError.ts';
import { svgLimits } from './rules.ts';
import { costOfDocument, type DocumentCost } from './svgDrawingCost.ts';
import {
  animations,
  append,
  costs,
  type Element,
  type Limits,
  linking,
  localName,
  notImages,
  referring,
  tooComplex,
  unread,
} from './svgElements.ts';
import { decodeDataUrl } from './svgEmbeddedImage.ts';
import { applyStyleSheets } from './svgStyleRules.ts';

// An SVG is read here, in the worker, before the page draws it: the browser draws an SVG on the
// page's own thread, where nothing can stop it, and a file of a few hundred bytes can ask for
// billions of shapes (nested <use>), a billion-laughs entity expansion, or filters over a huge area.
// What it costs to draw is estimated the way the browser will draw it: every <use>, mask,
// clip-path, filter, pattern and marker is followed to what it refers to, each time it is referred
// to, and every SVG image inside it is read the same way.

/** Reads one document and returns what drawing it costs, or throws when it is beyond the limits. */
function preflightDocument(bytes: Uint8Array, limits: Limits, imageDepth: number): DocumentCost {
  if (bytes.length > limits.maxBytes) throw tooComplex();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const parser = new SaxesParser({ xmlns: false, position: false });
  const elements: Element[] = [];
  const ids = new Map<string, number>();
  const open: number[] = [];
  const sheets: string[] = [];
  const animated: { target: number | string; attribute: string; values: string }[] = [];
  let style: string[] | null = null;
  let expensive = 0;
  let failure: FileCheckError | null = null;

  parser.on('doctype', (doctype) => {
    if (!/<!ENTITY/i.test(doctype)) return;
    failure = new FileCheckError('svg-unreadable');
    throw failure;
  });
  parser.on('processinginstruction', ({ target, body }) => {
    if (target !== 'xml-stylesheet') return;
    const href = /href\s*=\s*("|')/.exec(body ?? '');
    const from = href ? href.index + href[0].length : -1;
    const to = href ? (body ?? '').indexOf(href[1] as string, from) : -1;
    const sheet = to < 0 ? null : decodeDataUrl((body ?? '').slice(from, to));
    if (sheet) sheets.push(new TextDecoder().decode(sheet.bytes));
  });
  parser.on('opentag', (tag) => {
    const index = elements.length;
    const name = localName(tag.name).toLowerCase();
    const attributes = tag.attributes as Record<string, string>;
    const parent = open[open.length - 1];
    const element: Element = {
      name,
      id: null,
      className: null,
      children: null,
      links: null,
      declarations: null,
      images: null,
      geometry:
        (name === 'path'
          ? attributes.d
          : name === 'polyline' || name === 'polygon'
            ? attributes.points
            : null) ?? null,
      primitive: parent !== undefined && elements[parent]?.name === 'filter' && name.startsWith('fe'),
    };
    let target: number | string | undefined = parent;
    for (const attribute in attributes) {
      const value = attributes[attribute] as string;
      const local = localName(attribute);
      // Any prefix bound to XLink makes an href, so any prefix counts.
      if (local === 'href' || local === 'src') {
        const url = value.trim();
        if (url.startsWith('#')) {
          if (linking.has(name)) element.links = append(element.links, url.slice(1));
          if (animations.has(name)) target = url.slice(1);
        } else if (/^data:/i.test(url)) {
          if (name === 'link') {
            const sheet = decodeDataUrl(url);
            if (sheet) sheets.push(new TextDecoder().decode(sheet.bytes));
          } else if (!notImages.has(name)) element.images = append(element.images, url);
        }
      } else if (local === 'poster' && /^data:/i.test(value.trim())) {
        element.images = append(element.images, value.trim());
      } else if (local === 'srcset') {
        for (const match of value.matchAll(/data:\S+/gi))
          element.images = append(element.images, match[0].replace(/,$/, ''));
      } else if (attribute === 'id') element.id = value;
      else if (attribute === 'class') element.className = value;
      else if (attribute === 'style') {
        for (const declaration of parseDeclarations(value)) {
          if (costs(declaration.property, declaration.value) || declaration.property.startsWith('--'))
            element.declarations = append(element.declarations, declaration);
        }
      } else if (referring.has(attribute) && costs(attribute, value)) {
        element.declarations = append(element.declarations, { property: attribute, value });
      }
    }
    if (animations.has(name) && target !== undefined) {
      const values = ['to', 'from', 'by', 'values'].map((key) => attributes[key] ?? '').join(';');
      animated.push({ target, attribute: localName(attributes.attributeName ?? '').toLowerCase(), values });
    }
    elements.push(element);
    const parentElement = parent === undefined ? undefined : elements[parent];
    if (parentElement) parentElement.children = append(parentElement.children, index);
    if (element.id !== null && !ids.has(element.id)) ids.set(element.id, index);
    if (name === 'filter' || name === 'pattern') expensive++;
    if (name === 'style') style = [];
    if (!tag.isSelfClosing) open.push(index);
    if (
      unread.has(name) ||
      elements.length > limits.maxElements ||
      open.length > limits.maxDepth ||
      expensive > limits.maxFilters
    ) {
      // Stops the parser: the rest of a file already refused is not read.
      failure = tooComplex();
      throw failure;
    }
  });
  const styleText = (text: string) => style?.push(text);
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
    if (style && localName(tag.name).toLowerCase() === 'style') {
      sheets.push(style.join(''));
      style = null;
    }
  });
  try {
    parser.write(text).close();
  } catch {
    // Thrown for a broken file, and for an entity the file uses without a standard definition.
    throw failure ?? new FileCheckError('svg-unreadable');
  }

  // An animation sets its target's attribute: a filter, a mask, a <use>'s or an image's href, or
  // a class a <style> rule picks.
  for (const { target, attribute, values } of animated) {
    const element = elements[typeof target === 'number' ? target : (ids.get(target) ?? -1)];
    if (!element) continue;
    if (attribute === 'href') {
      for (const value of values.split(';')) {
        const url = value.trim();
        if (url.startsWith('#')) element.links = append(element.links, url.slice(1));
        else if (/^data:/i.test(url) && !notImages.has(element.name))
          element.images = append(element.images, url);
      }
    } else if (attribute === 'class') {
      element.className = `${element.className ?? ''} ${values.replace(/;/g, ' ')}`;
    } else if (costs(attribute, values)) {
      element.declarations = append(element.declarations, { property: attribute, value: values });
    }
  }
  applyStyleSheets(elements, sheets, limits);
  return costOfDocument(elements, ids, limits, imageDepth, (nested, depth) =>
    preflightDocument(nested, limits, depth),
  );
}

/**
 * Throws a FileCheckError when the SVG is not well-formed, declares entities, or is beyond the
 * limits: elements, nesting, and what drawing it costs once every <use>, mask, clip-path,
 * filter, pattern, marker and embedded image is followed. Returns otherwise.
 */
export function svgPreflight(bytes: Uint8Array, limits: Limits = svgLimits): void {
  preflightDocument(bytes, limits, 0);
}
