import { FileCheckError } from './fileCheckError.ts';
import { maxImagePixels, maxImageSide } from './rules.ts';
import { addCost, COST_CEILING, type Cost, noCost } from './svgDrawingTally.ts';
import { drawnWhenReferred, type Element, keyword, type Limits, layered, tooComplex } from './svgElements.ts';
import { decodeDataUrl, rasterSize } from './svgEmbeddedImage.ts';
import { verticesOf } from './svgMarkerVertices.ts';
import { type Refs, refsOf } from './svgValueRefs.ts';

// What drawing a document costs, estimated the way the browser will draw it: every <use>, mask,
// clip-path, filter, pattern and marker followed to what it refers to, each time it is referred
// to, and every image inside it read (an SVG one by `readNested`, a raster one by its size).

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
    let cost = noCost();
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
      if (!drawnWhenReferred.has(elements[child]?.name ?? '')) addCost(own, cost(child, depth + 1));
    }
    for (const id of element.links ?? []) {
      const target = targetOf(id);
      if (target !== undefined) addCost(own, cost(target, depth + 1));
    }
    for (const url of element.images ?? []) addCost(own, imageCost(url));
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
      addCost(total, referred, times);
      // A pattern's or a marker's content is drawn into a tile of its own.
      deepest = Math.max(deepest, referred.depth + (name === 'pattern' || name === 'marker' ? 1 : 0));
      if (name === 'filter' && referred.passes === 0) total.passes = Math.min(COST_CEILING, total.passes + 1);
      if (name === 'mask' || name === 'clippath' || name === 'pattern')
        total.layers = Math.min(COST_CEILING, total.layers + times);
      return true;
    };
    for (const { property, value } of element.declarations) {
      if (property.startsWith('--')) continue;
      const refs = refsOfValue(value);
      for (const url of refs.dataUrls) {
        const image = imageCost(url);
        addCost(total, image);
        deepest = Math.max(deepest, image.depth);
      }
      let referred = false;
      if (property === 'mask' || property === 'mask-image') {
        for (const id of refs.ids) referred = refer(id, 'mask', 1) || referred;
      } else if (property === 'clip-path') {
        for (const id of refs.ids) referred = refer(id, 'clippath', 1) || referred;
      } else if (property === 'filter' || property === 'backdrop-filter') {
        for (const id of refs.ids) referred = refer(id, 'filter', 1) || referred;
        total.passes = Math.min(COST_CEILING, total.passes + refs.functions);
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
        total.layers = Math.min(COST_CEILING, total.layers + 1);
    }
    total.depth = deepest + held;
    visiting.delete(index);
    memo.set(index, total);
    return total;
  };
  const total = elements.length ? cost(0, 0) : noCost();
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
