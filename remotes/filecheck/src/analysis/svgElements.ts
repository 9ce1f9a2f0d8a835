import type { Declaration } from './cssDeclarations.ts';
import { FileCheckError } from './fileCheckError.ts';
import type { svgLimits } from './rules.ts';

// What the SVG preflight reads of each element, and the vocabulary both its halves share:
// which elements and properties draw, refer or cost (svgPreflight.ts reads a file into these
// records; svgDrawingCost.ts follows their references and adds up what drawing them costs).

export type Limits = typeof svgLimits;

export interface Element {
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

export const append = <T>(list: T[] | null, item: T): T[] => {
  if (!list) return [item];
  list.push(item);
  return list;
};

/** Elements that draw nothing where they stand, only where something refers to them. */
export const drawnWhenReferred = new Set([
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
export const linking = new Set(['use', 'pattern', 'feimage']);

export const animations = new Set(['set', 'animate', 'animatecolor', 'animatemotion', 'animatetransform']);

/** Documents inside the drawing that this preflight does not read: refused outright. */
export const unread = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'portal']);

/** Elements whose href is not an image: a link, a script, an animation's target, a text path. */
export const notImages = new Set(['a', 'script', 'link', 'textpath', 'mpath', ...animations]);

/** Properties (and presentation attributes) whose value can refer to a costly element. */
export const referring = new Set([
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
export const layered = new Set(['mask', 'mask-image', 'clip-path', 'filter', 'backdrop-filter']);

export const keyword = /^(none|initial|inherit|unset|revert|revert-layer|normal)?$/i;

/**
 * Whether a declaration can cost anything: a url(), var() or filter function needs a `(` (an
 * escape cannot make one), and a mask, clip-path or filter costs unless it is a keyword.
 */
export const costs = (property: string, value: string) =>
  value.includes('(') || (layered.has(property) && !keyword.test(value));

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export const isDataUrl = (url: string) => /^\s*data:/i.test(url);

export const tooComplex = () => new FileCheckError('svg-too-complex');
