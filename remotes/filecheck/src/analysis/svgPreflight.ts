import { SaxesParser } from 'saxes';
import { FileCheckError } from './fileCheckError.ts';
import { maxImagePixels, maxImageSide, svgLimits } from './rules.ts';
import { decodeDataUrl, rasterSize } from './svgEmbeddedImage.ts';
import {
  type Declaration,
  parseDeclarations,
  parseStyleSheet,
  readValue,
  type StyleRule,
  type Subject,
} from './svgStyles.ts';

// An SVG is read here, in the worker, before the page draws it: the browser draws an SVG on the
// page's own thread, where nothing can stop it, and a file of a few hundred bytes can ask for
// billions of shapes (nested <use>), a billion-laughs entity expansion, or filters over a huge area.
// What it costs to draw is estimated the way the browser will draw it: every <use>, mask,
// clip-path, filter, pattern and marker is followed to what it refers to, each time it is referred
// to, and every SVG image inside it is read the same way.

type Limits = typeof svgLimits;

/** What drawing an element costs once everything it refers to is followed. */
interface Cost {
  /** Elements drawn. */
  draws: number;
  /** Masks, clip-paths and pattern fills applied: each is drawn into a layer of its own. */
  layers: number;
  /** Filter primitives run. */
  passes: number;
  /** Layers held at once: masks, clip-paths and filters inside one another, and pattern tiles. */
  depth: number;
  /** Path vertices, where markers are drawn. */
  vertices: number;
}

interface Element {
  name: string;
  id: string | null;
  /** The class attribute, split only if a <style> rule needs it. */
  className: string | null;
  children: number[] | null;
  /** Ids whose content this element draws: a <use>'s target, a pattern's template, an feImage. */
  links: string[] | null;
  /** Declarations that can cost, from presentation attributes, style=, <style> and animations. */
  declarations: Declaration[] | null;
  /** data: URLs drawn as images. */
  images: string[] | null;
  /** A path's data or a polyline's points, counted only if a marker needs its vertices. */
  geometry: string | null;
  /** A filter primitive: one pass each time its filter runs. */
  primitive: boolean;
}

const append = <T>(list: T[] | null, item: T): T[] => {
  if (!list) return [item];
  list.push(item);
  return list;
};

const none = (): Cost => ({ draws: 0, layers: 0, passes: 0, depth: 0, vertices: 0 });

/** Counts stop here: far past any limit, and never Infinity (whose product with 0 is NaN). */
const CEILING = 2 ** 50;

/** Adds `times` copies of `cost` into `total`. */
function add(total: Cost, cost: Cost, times = 1): void {
  if (times <= 0) return;
  total.draws = Math.min(CEILING, total.draws + cost.draws * times);
  total.layers = Math.min(CEILING, total.layers + cost.layers * times);
  total.passes = Math.min(CEILING, total.passes + cost.passes * times);
  total.vertices = Math.min(CEILING, total.vertices + cost.vertices * times);
  total.depth = Math.max(total.depth, cost.depth);
}

/** Elements that draw nothing where they stand, only where something refers to them. */
const drawnWhenReferred = new Set([
  'defs',
  'symbol',
  'mask',
  'clippath',
  'pattern',
  'marker',
  'filter',
  'lineargradient',
  'radialgradient',
  'style',
  'script',
  'title',
  'desc',
  'metadata',
]);

/** Elements whose href="#id" draws that element's content. */
const linking = new Set(['use', 'pattern', 'feimage']);

const animations = new Set(['set', 'animate', 'animatecolor', 'animatemotion', 'animatetransform']);

/** Documents inside the drawing that this preflight does not read: refused outright. */
const unread = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'portal']);

/** Elements whose href is not an image: a link, a script, an animation's target, a text path. */
const notImages = new Set(['a', 'script', 'link', 'textpath', 'mpath', ...animations]);

/** Properties (and presentation attributes) whose value can refer to a costly element. */
const referring = new Set([
  'mask',
  'mask-image',
  'clip-path',
  'filter',
  'backdrop-filter',
  'fill',
  'stroke',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
]);

/** Properties that cost a layer or a pass whatever their value, unless it is a keyword. */
const layered = new Set(['mask', 'mask-image', 'clip-path', 'filter', 'backdrop-filter']);

const keyword = /^(none|initial|inherit|unset|revert|revert-layer|normal)?$/i;

/**
 * Whether a declaration can cost anything: a url(), var() or filter function needs a `(` (an
 * escape cannot make one), and a mask, clip-path or filter costs unless it is a keyword.
 */
const costs = (property: string, value: string) =>
  value.includes('(') || (layered.has(property) && !keyword.test(value));

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** Vertices a marker can be drawn at: about one per coordinate pair. */
function verticesOf(element: Element): number {
  if (element.name === 'line') return 2;
  const data = element.geometry;
  if (!data) return 0;
  // Numbers, counted where one starts: a digit or a point not inside a number or an exponent.
  let numbers = 0;
  let previous = 0;
  for (let at = 0; at < data.length; at++) {
    const code = data.charCodeAt(at);
    if (
      (isDigit(code) || code === 0x2e) &&
      !isDigit(previous) &&
      previous !== 0x2e &&
      (previous | 0x20) !== 0x65
    )
      numbers++;
    previous = code;
  }
  return Math.ceil(numbers / 2) + 1;
}

/** What a value refers to: local ids, data: URLs, and CSS filter functions. */
interface Refs {
  ids: string[];
  dataUrls: string[];
  functions: number;
  /** Whether it uses var(), which can stand for any custom property. */
  variables: boolean;
}

/** CSS filter functions: each is a filter pass. */
const filterFunctions = new Set([
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
]);

const isDataUrl = (url: string) => /^\s*data:/i.test(url);

function refsOf(value: string): Refs {
  const parts = readValue(value);
  const refs: Refs = {
    ids: [],
    dataUrls: [],
    functions: parts.functions.filter((name) => filterFunctions.has(name)).length,
    variables: parts.functions.includes('var'),
  };
  for (const url of parts.urls) {
    if (url.startsWith('#')) {
      const id = url.slice(1);
      refs.ids.push(id);
      try {
        const decoded = decodeURIComponent(id);
        if (decoded !== id) refs.ids.push(decoded);
      } catch {
        // Not percent-encoded.
      }
    } else if (isDataUrl(url)) refs.dataUrls.push(url);
  }
  for (const text of parts.strings) {
    if (isDataUrl(text) && !refs.dataUrls.includes(text)) refs.dataUrls.push(text);
  }
  return refs;
}

/** The cost of a whole document, and the pixels its raster images decode to. */
interface DocumentCost {
  cost: Cost;
  pixels: number;
}

const tooComplex = () => new FileCheckError('svg-too-complex');

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
  return costOfDocument(elements, ids, limits, imageDepth);
}

/** Gives each element the costly declarations of the <style> rules that can reach it. */
function applyStyleSheets(elements: Element[], sheets: string[], limits: Limits): void {
  const rules: StyleRule[] = [];
  for (const sheet of sheets) {
    const parsed = parseStyleSheet(sheet, { maxRules: limits.maxElements, maxDepth: limits.maxDepth });
    // A data: sheet would be read by the browser and not here.
    if (!parsed || parsed.imports.some(isDataUrl)) throw tooComplex();
    for (const rule of parsed.rules) {
      const declarations = rule.declarations.filter(
        ({ property, value }) => costs(property, value) || property.startsWith('--'),
      );
      if (declarations.length) rules.push({ subjects: rule.subjects, declarations });
    }
  }
  if (!rules.length) return;
  const classes = elements.map((element) => element.className?.split(/\s+/).filter(Boolean) ?? []);
  const byId = new Map<string, number[]>();
  const byClass = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const all = elements.map((_, at) => at);
  const index = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    // class="a a" is one element for `.a`.
    if (list && list[list.length - 1] !== at) list.push(at);
    else if (!list) map.set(key, [at]);
  };
  elements.forEach((element, at) => {
    if (element.id !== null) index(byId, element.id, at);
    for (const name of classes[at] ?? []) index(byClass, name, at);
    index(byName, element.name, at);
  });
  const classSets = new Map<number, Set<string>>();
  const hasClass = (at: number, name: string) => {
    let set = classSets.get(at);
    if (!set) {
      set = new Set(classes[at]);
      classSets.set(at, set);
    }
    return set.has(name);
  };
  const matches = (subject: Subject | null, at: number): boolean => {
    if (!subject) return true;
    const element = elements[at] as Element;
    return (
      (subject.name === null || subject.name === element.name) &&
      (subject.id === null || subject.id === element.id) &&
      subject.classes.every((name) => hasClass(at, name))
    );
  };
  // Matching is bounded like everything else: many rules for every element is itself a cost.
  let tried = 0;
  for (const rule of rules) {
    const subjects = rule.subjects === 'all' ? [null] : rule.subjects;
    // An element two selectors of one rule match gets its declarations once.
    const matched = subjects.length > 1 ? new Set<number>() : null;
    for (const subject of subjects) {
      const candidates = !subject
        ? all
        : subject.id !== null
          ? (byId.get(subject.id) ?? [])
          : subject.classes[0] !== undefined
            ? (byClass.get(subject.classes[0]) ?? [])
            : subject.name !== null
              ? (byName.get(subject.name) ?? [])
              : all;
      tried += candidates.length * Math.max(1, subject?.classes.length ?? 1);
      if (tried > limits.maxStyleMatches) throw tooComplex();
      for (const at of candidates) {
        if (!matches(subject, at) || matched?.has(at)) continue;
        matched?.add(at);
        const element = elements[at] as Element;
        element.declarations ??= [];
        for (const declaration of rule.declarations) element.declarations.push(declaration);
      }
    }
  }
}

function costOfDocument(
  elements: Element[],
  ids: Map<string, number>,
  limits: Limits,
  imageDepth: number,
): DocumentCost {
  let pixels = 0;
  const images = new Map<string, Cost>();
  /** A data: URL drawn as an image: an SVG is read like this one, a raster image's size checked. */
  const imageCost = (url: string): Cost => {
    const known = images.get(url);
    if (known) return known;
    const data = decodeDataUrl(url);
    let cost = none();
    if (data?.mime === 'image/svg+xml') {
      if (imageDepth >= limits.maxImageDepth) throw tooComplex();
      const nested = preflightDocument(data.bytes, limits, imageDepth + 1);
      cost = nested.cost;
      pixels += nested.pixels;
    } else if (data) {
      const size = rasterSize(data);
      // An image whose size cannot be read is never decoded unchecked.
      if (size === null) throw tooComplex();
      if (size !== 'not-an-image') {
        if (Math.max(size.width, size.height) > maxImageSide) throw new FileCheckError('too-many-pixels');
        pixels += size.width * size.height;
      }
    }
    images.set(url, cost);
    return cost;
  };

  // Custom properties can be used by var() anywhere: a var() may stand for any of them.
  const custom: Refs = { ids: [], dataUrls: [], functions: 0, variables: false };
  let markers = false;
  for (const element of elements) {
    for (const { property, value } of element.declarations ?? []) {
      if (property.startsWith('marker')) markers = true;
      if (!property.startsWith('--')) continue;
      const refs = refsOf(value);
      custom.ids.push(...refs.ids);
      custom.dataUrls.push(...refs.dataUrls);
      custom.functions += refs.functions;
    }
  }
  const refsCache = new Map<string, Refs>();
  const refsOfValue = (value: string): Refs => {
    let refs = refsCache.get(value);
    if (!refs) {
      refs = refsOf(value);
      if (refs.variables) {
        refs.ids.push(...custom.ids);
        refs.dataUrls.push(...custom.dataUrls);
        refs.functions += custom.functions;
      }
      refsCache.set(value, refs);
    }
    return refs;
  };

  const memo = new Map<number, Cost>();
  const visiting = new Set<number>();
  const targetOf = (id: string, name?: string): number | undefined => {
    const at = ids.get(id);
    return at !== undefined && (name === undefined || elements[at]?.name === name) ? at : undefined;
  };
  const cost = (index: number, depth: number): Cost => {
    const known = memo.get(index);
    if (known) return known;
    // A reference that leads back to itself, or a chain longer than any real drawing's.
    if (visiting.has(index) || depth > 256) throw tooComplex();
    visiting.add(index);
    const element = elements[index] as Element;
    const own: Cost = {
      draws: 1,
      layers: 0,
      passes: element.primitive ? 1 : 0,
      depth: 0,
      vertices: markers ? verticesOf(element) : 0,
    };
    for (const child of element.children ?? []) {
      if (!drawnWhenReferred.has(elements[child]?.name ?? '')) add(own, cost(child, depth + 1));
    }
    for (const id of element.links ?? []) {
      const target = targetOf(id);
      if (target !== undefined) add(own, cost(target, depth + 1));
    }
    for (const url of element.images ?? []) add(own, imageCost(url));
    if (!element.declarations) {
      visiting.delete(index);
      memo.set(index, own);
      return own;
    }
    const total = { ...own };
    // Layers held at once: the deepest content drawn here, plus one for each mask, clip-path and
    // filter this element is drawn through.
    let deepest = own.depth;
    let held = 0;
    /** Draws what `id` names, `times` times; false when it names no `name`. */
    const refer = (id: string, name: string, times: number): boolean => {
      const target = targetOf(id, name);
      if (target === undefined) return false;
      const referred = cost(target, depth + 1);
      if (times <= 0) return true;
      add(total, referred, times);
      // A pattern's or a marker's content is drawn into a tile of its own.
      deepest = Math.max(deepest, referred.depth + (name === 'pattern' || name === 'marker' ? 1 : 0));
      if (name === 'filter' && referred.passes === 0) total.passes = Math.min(CEILING, total.passes + 1);
      if (name === 'mask' || name === 'clippath' || name === 'pattern')
        total.layers = Math.min(CEILING, total.layers + times);
      return true;
    };
    for (const { property, value } of element.declarations) {
      if (property.startsWith('--')) continue;
      const refs = refsOfValue(value);
      for (const url of refs.dataUrls) {
        const image = imageCost(url);
        add(total, image);
        deepest = Math.max(deepest, image.depth);
      }
      let referred = false;
      if (property === 'mask' || property === 'mask-image') {
        for (const id of refs.ids) referred = refer(id, 'mask', 1) || referred;
      } else if (property === 'clip-path') {
        for (const id of refs.ids) referred = refer(id, 'clippath', 1) || referred;
      } else if (property === 'filter' || property === 'backdrop-filter') {
        for (const id of refs.ids) referred = refer(id, 'filter', 1) || referred;
        total.passes = Math.min(CEILING, total.passes + refs.functions);
        referred ||= refs.functions > 0;
      } else if (property === 'fill' || property === 'stroke') {
        // Inherited: every element drawn inside fills with the pattern again.
        for (const id of refs.ids) refer(id, 'pattern', own.draws);
      } else if (property.startsWith('marker')) {
        for (const id of refs.ids) refer(id, 'marker', own.vertices);
      }
      if (!layered.has(property)) continue;
      // A CSS shape, gradient or image as a mask or clip-path is a layer too.
      const layer = referred || !keyword.test(value);
      if (layer) held++;
      if (layer && !referred && property !== 'filter' && property !== 'backdrop-filter')
        total.layers = Math.min(CEILING, total.layers + 1);
    }
    total.depth = deepest + held;
    visiting.delete(index);
    memo.set(index, total);
    return total;
  };
  const total = elements.length ? cost(0, 0) : none();
  if (
    total.draws > limits.maxExpandedElements ||
    total.layers > limits.maxLayers ||
    total.passes > limits.maxFilterPasses ||
    total.depth > limits.maxLayerDepth
  )
    throw tooComplex();
  if (pixels > maxImagePixels) throw new FileCheckError('too-many-pixels');
  return { cost: total, pixels };
}

/**
 * Throws a FileCheckError when the SVG is not well-formed, declares entities, or is beyond the
 * limits: elements, nesting, and what drawing it costs once every <use>, mask, clip-path,
 * filter, pattern, marker and embedded image is followed. Returns otherwise.
 */
export function svgPreflight(bytes: Uint8Array, limits: Limits = svgLimits): void {
  preflightDocument(bytes, limits, 0);
}
