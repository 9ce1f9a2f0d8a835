import { artMask, boundsOfMask } from '../artBounds.ts';
import type { Box, Rgb } from '../facts.ts';
import { floodFromEdges } from '../floodFromEdges.ts';
import { pixelRules } from '../rules.ts';

// The pixel fixes on full-size RGBA (not premultiplied), in place where they can be: the worker
// runs them on the decoded file, the tests on pixels decoded by sharp.

type Pixels = Uint8Array | Uint8ClampedArray;

/**
 * Clears the background: every pixel a flood from the edges reaches through the background
 * colour (within the tolerance). Enclosed areas of that colour (white inside a logo) stay.
 * Returns how many pixels were cleared.
 */
export function removeBackground(
  rgba: Pixels,
  width: number,
  height: number,
  colour: Rgb,
  tolerance: number = pixelRules.backgroundTolerance,
): number {
  const background = floodFromEdges(rgba, width, height, colour, tolerance);
  let cleared = 0;
  for (let p = 0; p < background.length; p++) {
    if (!background[p]) continue;
    const i = p * 4;
    rgba[i] = 0;
    rgba[i + 1] = 0;
    rgba[i + 2] = 0;
    rgba[i + 3] = 0;
    cleared++;
  }
  return cleared;
}

/** The bounds of the art: what is not clear (and, given a colour, not the background around it). */
export function artBounds(rgba: Pixels, width: number, height: number, colour: Rgb | null): Box | null {
  const box = boundsOfMask(artMask(floodFromEdges(rgba, width, height, colour)), width, height);
  // A file of that one colour alone: the colour is the art.
  if (!box && colour) return artBounds(rgba, width, height, null);
  return box;
}

/** A copy of one rectangle of the pixels. */
export function cropPixels(rgba: Pixels, width: number, box: Box): Uint8ClampedArray {
  const out = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * width + box.x) * 4;
    out.set(rgba.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return out;
}

/**
 * Every partly transparent pixel becomes fully opaque (alpha at or above the threshold) or fully
 * clear (below it). Returns how many pixels changed.
 */
export function thresholdAlpha(rgba: Pixels, threshold: number): number {
  let changed = 0;
  for (let i = 3; i < rgba.length; i += 4) {
    const alpha = rgba[i] ?? 0;
    if (alpha === 0 || alpha === 255) continue;
    changed++;
    if (alpha >= threshold) rgba[i] = 255;
    else {
      rgba[i] = 0;
      rgba[i - 1] = 0;
      rgba[i - 2] = 0;
      rgba[i - 3] = 0;
    }
  }
  return changed;
}
