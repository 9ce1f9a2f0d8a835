import type { Box, FileFacts, Rgb } from './facts.ts';
import { isBackgroundPixel } from './floodFromEdges.ts';
import { pixelRules } from './rules.ts';

type Pixels = Uint8Array | Uint8ClampedArray;

/** The file's pixels in one rectangle, RGBA row by row, at full size. */
export type ReadRegion = (x: number, y: number, width: number, height: number) => Pixels;

/**
 * A first look's art bounds, made exact: bounds found on a copy sampled every `scale` pixels are
 * within a sample or two of the file's, so each side is looked for again in a strip of the
 * full-size file around it, as its outermost pixel that is not background. Those strips are a
 * few thousandths of the file, so the size, margins and resolution of a first look are the
 * exact ones while its shares of clear pixels stay a sample's.
 */
export function refineArtBounds(
  approx: Box,
  file: { width: number; height: number },
  scale: number,
  background: Rgb | null,
  read: ReadRegion,
): Box {
  const reach = 2 * Math.ceil(scale);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const y0 = clamp(approx.y - reach, file.height);
  const y1 = clamp(approx.y + approx.height + reach, file.height);
  const x0 = clamp(approx.x - reach, file.width);
  const x1 = clamp(approx.x + approx.width + reach, file.width);
  const isArt = (rgba: Pixels, i: number) =>
    !isBackgroundPixel(rgba, i * 4, background, pixelRules.backgroundTolerance);

  /** The first (or last) column of [from, to) with art in rows y0..y1, or null. */
  const column = (from: number, to: number, last: boolean): number | null => {
    if (to <= from || y1 <= y0) return null;
    const width = to - from;
    const rgba = read(from, y0, width, y1 - y0);
    const hasArt = (x: number) => {
      for (let y = 0; y < y1 - y0; y++) if (isArt(rgba, y * width + x)) return true;
      return false;
    };
    for (let step = 0; step < width; step++) {
      const x = last ? width - 1 - step : step;
      if (hasArt(x)) return from + x;
    }
    return null;
  };
  /** The first (or last) row of [from, to) with art in columns x0..x1, or null. */
  const row = (from: number, to: number, last: boolean): number | null => {
    if (to <= from || x1 <= x0) return null;
    const width = x1 - x0;
    const rgba = read(x0, from, width, to - from);
    for (let step = 0; step < to - from; step++) {
      const y = last ? to - from - 1 - step : step;
      for (let x = 0; x < width; x++) if (isArt(rgba, y * width + x)) return from + y;
    }
    return null;
  };

  const right = approx.x + approx.width;
  const bottom = approx.y + approx.height;
  const left = column(x0, clamp(approx.x + reach, file.width), false) ?? approx.x;
  const rightmost = column(clamp(right - reach, file.width), x1, true);
  const top = row(y0, clamp(approx.y + reach, file.height), false) ?? approx.y;
  const lowest = row(clamp(bottom - reach, file.height), y1, true);
  const width = (rightmost === null ? right : rightmost + 1) - left;
  const height = (lowest === null ? bottom : lowest + 1) - top;
  return width > 0 && height > 0 ? { x: left, y: top, width, height } : approx;
}

/** A first look's facts with the art's bounds made exact (unchanged when it measured no art). */
export function withExactArt(facts: FileFacts, read: ReadRegion): FileFacts {
  if (!facts.art || !facts.analysedAt) return facts;
  const scale = facts.width / facts.analysedAt.width;
  const background = facts.pixels?.backgroundColour ?? null;
  return { ...facts, art: refineArtBounds(facts.art, facts, scale, background, read) };
}
