import type { Rgb } from './facts.ts';
import { pixelRules } from './rules.ts';

type Pixels = Uint8Array | Uint8ClampedArray;

/** True when the pixel at byte offset i is clear, or within `tolerance` of `colour` on every channel. */
export function isBackgroundPixel(rgba: Pixels, i: number, colour: Rgb | null, tolerance: number): boolean {
  if ((rgba[i + 3] ?? 0) <= pixelRules.transparentAlphaMax) return true;
  if (!colour) return false;
  return (
    Math.abs((rgba[i] ?? 0) - colour.r) <= tolerance &&
    Math.abs((rgba[i + 1] ?? 0) - colour.g) <= tolerance &&
    Math.abs((rgba[i + 2] ?? 0) - colour.b) <= tolerance
  );
}

/**
 * The background as a mask (1 = background): every pixel reached from the image's edges through
 * pixels that are clear or close to the background colour. A white shape inside the art is not
 * reached, so it stays part of the design. Without a colour: every clear pixel.
 */
export function floodFromEdges(
  rgba: Pixels,
  width: number,
  height: number,
  colour: Rgb | null,
  tolerance: number = pixelRules.backgroundTolerance,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  if (!colour) {
    // Without a background colour only clear pixels are background, and a clear pixel enclosed
    // by the art prints nothing either: every clear pixel counts, and no flood is needed.
    for (let p = 0; p < mask.length; p++)
      mask[p] = (rgba[p * 4 + 3] ?? 0) <= pixelRules.transparentAlphaMax ? 1 : 0;
    return mask;
  }
  // A growable stack of pixel indices: a 50-megapixel flood never needs one slot per pixel at once.
  let stack = new Int32Array(Math.min(width * height, 1 << 20) || 1);
  let top = 0;
  const push = (p: number) => {
    if (mask[p] || !isBackgroundPixel(rgba, p * 4, colour, tolerance)) return;
    mask[p] = 1;
    if (top === stack.length) {
      const bigger = new Int32Array(stack.length * 2);
      bigger.set(stack);
      stack = bigger;
    }
    stack[top++] = p;
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const p = stack[--top] ?? 0;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p < width * (height - 1)) push(p + width);
  }
  return mask;
}
