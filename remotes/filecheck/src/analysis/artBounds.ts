import type { Box } from './facts.ts';

/** The smallest box holding every pixel the mask marks as art (1); null when it marks none. */
export function boundsOfMask(art: Uint8Array, width: number, height: number): Box | null {
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (art[row + x]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (top < 0) top = y;
    bottom = y;
    if (first < left) left = first;
    if (last > right) right = last;
  }
  if (top < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The art mask: every pixel that is not background. */
export function artMask(background: Uint8Array): Uint8Array {
  const art = new Uint8Array(background.length);
  for (let i = 0; i < background.length; i++) art[i] = background[i] ? 0 : 1;
  return art;
}

/**
 * A box measured on a downscaled copy, in the file's own pixels (or units): widened to whole
 * pixels outward, so the art is never cut.
 */
export function scaleBox(
  box: Box,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Box {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const x = Math.max(0, Math.floor(box.x * sx));
  const y = Math.max(0, Math.floor(box.y * sy));
  const right = Math.min(to.width, Math.ceil((box.x + box.width) * sx));
  const bottom = Math.min(to.height, Math.ceil((box.y + box.height) * sy));
  return { x, y, width: right - x, height: bottom - y };
}
