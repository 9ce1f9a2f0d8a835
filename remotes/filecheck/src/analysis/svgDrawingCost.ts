import { readValue } from './cssValueParts.ts';
import { FileCheckError } from './fileCheckError.ts';
import { maxImagePixels, maxImageSide } from './rules.ts';
import {
  drawnWhenReferred,
  type Element,
  isDataUrl,
  keyword,
  type Limits,
  layered,
  tooComplex,
} from './svgElements.ts';
import { decodeDataUrl, rasterSize } from './svgEmbeddedImage.ts';

// What drawing a document costs, estimated the way the browser will draw it: every <use>, mask,
// clip-path, filter, pattern and marker followed to what it refers to, each time it is referred
// to, and every image inside it read (an SVG one by `readNested`, a raster one by its size).

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
export interface DocumentCost {
  cost: Cost;
  pixels: number;
}

export function costOfDocument(
  elements: Element[],
  ids: Map<string, number>,
  limits: Limits,
  imageDepth: number,
  readNested: (bytes: Uint8Array, imageDepth: number) => DocumentCost,
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
      const nested = readNested(data.bytes, imageDepth + 1);
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
