import { artMask, boundsOfMask } from './artBounds.ts';
import type { Background, Box, PixelStats, Rgb } from './facts.ts';
import { floodFromEdges } from './floodFromEdges.ts';
import { pixelRules } from './rules.ts';

type Pixels = Uint8Array | Uint8ClampedArray;

/** Pixel figures plus the art mask (1 = prints), which the detail checks reuse. */
export interface MeasuredPixels {
  stats: PixelStats;
  /** 1 where the pixel is art, 0 where it is background (at the analysed size). */
  art: Uint8Array;
  /** The art's bounds at the analysed size; null when nothing prints. */
  bounds: Box | null;
}

/**
 * Transparency, background and where the art is, from raw RGBA (row-major, 4 bytes a pixel):
 * decoded by sharp in the tests and by createImageBitmap + OffscreenCanvas in the worker.
 */
export function measurePixels(rgba: Pixels, width: number, height: number): MeasuredPixels {
  const { transparentAlphaMax, opaqueAlphaMin } = pixelRules;
  const total = width * height;
  let transparent = 0;
  let partial = 0;
  for (let i = 3; i < rgba.length; i += 4) {
    const alpha = rgba[i] ?? 0;
    if (alpha <= transparentAlphaMax) transparent++;
    else if (alpha < opaqueAlphaMin) partial++;
  }
  const visible = total - transparent;
  const border = borderBackground(rgba, width, height);
  let { background, colour } = border;
  // What prints: everything the background flood from the edges does not reach.
  let art = artMask(floodFromEdges(rgba, width, height, colour));
  let bounds = boundsOfMask(art, width, height);
  if (!bounds && colour) {
    // One solid colour to every edge and nothing else: that colour is the design, not a box.
    colour = null;
    background = 'opaque';
    art = artMask(floodFromEdges(rgba, width, height, null));
    bounds = boundsOfMask(art, width, height);
  }
  return {
    stats: {
      transparentShare: total ? transparent / total : 0,
      partialShare: visible ? partial / visible : 0,
      background,
      backgroundColour: colour,
    },
    art,
    bounds,
  };
}

/** The pixel figures alone. */
export function analysePixels(rgba: Pixels, width: number, height: number): PixelStats {
  return measurePixels(rgba, width, height).stats;
}

function borderPixels(width: number, height: number): number[] {
  const offsets: number[] = [];
  for (let x = 0; x < width; x++) {
    offsets.push(x * 4);
    if (height > 1) offsets.push(((height - 1) * width + x) * 4);
  }
  for (let y = 1; y < height - 1; y++) {
    offsets.push(y * width * 4);
    if (width > 1) offsets.push((y * width + width - 1) * 4);
  }
  return offsets;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/**
 * What the image's outer ring of pixels is, by a clear majority: clear, or one solid colour
 * (its median), which is the background a flood from the edges removes.
 */
function borderBackground(
  rgba: Pixels,
  width: number,
  height: number,
): { background: Background; colour: Rgb | null } {
  const { transparentAlphaMax, opaqueAlphaMin, backgroundBorderShare, backgroundTolerance, nearWhiteMin } =
    pixelRules;
  const ring = borderPixels(width, height);
  if (ring.length === 0) return { background: 'opaque', colour: null };
  const opaque = ring.filter((i) => (rgba[i + 3] ?? 0) >= opaqueAlphaMin);
  const transparent = ring.filter((i) => (rgba[i + 3] ?? 0) <= transparentAlphaMax).length;
  if (transparent / ring.length >= backgroundBorderShare) return { background: 'transparent', colour: null };
  // Art that runs to some edges with clear pixels elsewhere: there is no box around it.
  const clearAround = transparent / ring.length >= pixelRules.clearBorderShareMin;
  if (opaque.length / ring.length < backgroundBorderShare)
    return { background: clearAround ? 'transparent' : 'opaque', colour: null };
  const colour = {
    r: median(opaque.map((i) => rgba[i] ?? 0)),
    g: median(opaque.map((i) => rgba[i + 1] ?? 0)),
    b: median(opaque.map((i) => rgba[i + 2] ?? 0)),
  };
  const close = opaque.filter(
    (i) =>
      Math.abs((rgba[i] ?? 0) - colour.r) <= backgroundTolerance &&
      Math.abs((rgba[i + 1] ?? 0) - colour.g) <= backgroundTolerance &&
      Math.abs((rgba[i + 2] ?? 0) - colour.b) <= backgroundTolerance,
  ).length;
  if (close / ring.length < backgroundBorderShare) return { background: 'opaque', colour: null };
  const white = Math.min(colour.r, colour.g, colour.b) >= nearWhiteMin;
  return { background: white ? 'near-white' : 'opaque', colour };
}
