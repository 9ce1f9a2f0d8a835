import type { NarrowParts } from './details.ts';
import { squaredDistanceToSites } from './distanceTransform.ts';

export interface NarrowMarks extends NarrowParts {
  /** 1 on every pixel of a narrow part that counts. */
  marks: Uint8Array;
}

/**
 * Parts of a region (1 in `region`) narrower than `limitPx`: a morphological opening with a disk
 * `limitPx` wide, by two distance transforms. Whatever the disk cannot reach is narrower than the
 * limit. Areas too small to matter (the tips of sharp corners, stair steps of a diagonal edge)
 * are left out; the narrowest width is twice the largest distance to the edge inside a part.
 *
 * `edgeIsBorder`: whether the image's edge bounds the region (true for ink, which ends there;
 * false for the background, which goes on past it).
 */
export function findNarrowParts(
  region: Uint8Array,
  width: number,
  height: number,
  limitPx: number,
  edgeIsBorder: boolean,
): NarrowMarks {
  const total = width * height;
  const marks = new Uint8Array(total);
  const none = { marks, areas: 0, narrowestPx: null };
  if (limitPx <= 1) return none;
  const outside = new Uint8Array(total);
  for (let i = 0; i < total; i++) outside[i] = region[i] ? 0 : 1;
  const toEdge = squaredDistanceToSites(outside, width, height);
  if (edgeIsBorder) {
    for (let y = 0; y < height; y++) {
      const dy = Math.min(y + 1, height - y);
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const de = Math.min(dy, x + 1, width - x);
        if (de * de < (toEdge[i] ?? 0)) toEdge[i] = de * de;
      }
    }
  }
  // A pixel at distance D from the edge (whole pixels across a straight part) sits in a part
  // about 2D pixels wide: parts at least limitPx wide have centre pixels with D of at least
  // ceil(limitPx / 2), the core; a disk around each core pixel reaches every pixel of the part.
  // Half a pixel more reach keeps the stair steps of a diagonal edge covered.
  const coreMin = Math.ceil(limitPx / 2);
  const reach = coreMin - 0.5;
  const core = new Uint8Array(total);
  let anyCore = false;
  for (let i = 0; i < total; i++) {
    if (region[i] && (toEdge[i] ?? 0) >= coreMin * coreMin) {
      core[i] = 1;
      anyCore = true;
    }
  }
  const toCore = anyCore ? squaredDistanceToSites(core, width, height) : null;
  const reach2 = reach * reach + 1e-6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!region[i]) continue;
      if (toCore && (toCore[i] ?? Number.POSITIVE_INFINITY) <= reach2) continue;
      // The background goes on past the edge: a disk there can stand partly outside.
      if (!edgeIsBorder && Math.min(x, y, width - 1 - x, height - 1 - y) < reach) continue;
      marks[i] = 1;
    }
  }
  return keepLargeParts(marks, toEdge, width, height, Math.max(4, 0.15 * limitPx * limitPx));
}

/** Groups marked pixels into parts (8-connected), drops the small ones and measures the rest. */
function keepLargeParts(
  marks: Uint8Array,
  toEdge: Float32Array,
  width: number,
  height: number,
  minArea: number,
): NarrowMarks {
  const seen = new Uint8Array(marks.length);
  const stack: number[] = [];
  const part: number[] = [];
  let areas = 0;
  let narrowest = Number.POSITIVE_INFINITY;
  for (let start = 0; start < marks.length; start++) {
    if (!marks[start] || seen[start]) continue;
    part.length = 0;
    stack.push(start);
    seen[start] = 1;
    let deepest = 0;
    while (stack.length) {
      const p = stack.pop() ?? 0;
      part.push(p);
      deepest = Math.max(deepest, toEdge[p] ?? 0);
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (marks[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (part.length < minArea) {
      for (const p of part) marks[p] = 0;
      continue;
    }
    areas++;
    narrowest = Math.min(narrowest, Math.max(1, 2 * Math.sqrt(deepest) - 1));
  }
  return { marks, areas, narrowestPx: areas ? narrowest : null };
}
