import type { DetailFigures } from './details.ts';
import type { FileFacts } from './facts.ts';
import { findNarrowParts } from './narrowParts.ts';
import { artSize } from './printSize.ts';
import { detailRules, pixelRules } from './rules.ts';

type Pixels = Uint8Array | Uint8ClampedArray;

export interface DetailMarks {
  figures: DetailFigures;
  /** 1 where a line, a gap or a partly transparent pixel is, at the analysed size. */
  lines: Uint8Array;
  gaps: Uint8Array;
  soft: Uint8Array;
}

/** The ink a DTF press lays down: art at least half opaque. */
export function inkMask(rgba: Pixels, art: Uint8Array): Uint8Array {
  const ink = new Uint8Array(art.length);
  for (let p = 0; p < art.length; p++) ink[p] = art[p] && (rgba[p * 4 + 3] ?? 0) >= 128 ? 1 : 0;
  return ink;
}

/**
 * Lines and gaps narrower than the DTF limits at this print width, and the partly transparent
 * pixels, measured on the analysed pixels (the art mask from measurePixels).
 */
export function measureDetails(
  facts: FileFacts,
  rgba: Pixels,
  width: number,
  height: number,
  art: Uint8Array,
  printWidthIn: number,
): DetailMarks {
  // File pixels per inch of print, then analysed pixels per millimetre.
  const filePerInch = artSize(facts).width / printWidthIn;
  const analysedPerFile = width / facts.width;
  const perMm = (filePerInch * analysedPerFile) / 25.4;
  // Two analysed pixels to the limit at least, unless these are the file's own pixels (then
  // nothing is finer than one of them).
  const scaled = facts.vector || width < facts.width;
  const measurable = !scaled || detailRules.minLineMm * perMm >= 2;
  const ink = inkMask(rgba, art);
  const none = { marks: new Uint8Array(0), areas: 0, narrowestPx: null };
  const lines = measurable ? findNarrowParts(ink, width, height, detailRules.minLineMm * perMm, true) : none;
  const space = new Uint8Array(ink.length);
  for (let p = 0; p < ink.length; p++) space[p] = ink[p] ? 0 : 1;
  const gaps = measurable ? findNarrowParts(space, width, height, detailRules.minGapMm * perMm, false) : none;
  const soft = new Uint8Array(ink.length);
  let softPixels = 0;
  for (let p = 0; p < soft.length; p++) {
    const alpha = rgba[p * 4 + 3] ?? 0;
    if (alpha > pixelRules.transparentAlphaMax && alpha < pixelRules.opaqueAlphaMin) {
      soft[p] = 1;
      softPixels++;
    }
  }
  const toFile = (px: number | null) => (px === null ? null : px / analysedPerFile);
  return {
    figures: {
      printWidthIn,
      limitPx: (detailRules.minLineMm / 25.4) * filePerInch,
      measurable,
      lines: { areas: lines.areas, narrowestPx: toFile(lines.narrowestPx) },
      gaps: { areas: gaps.areas, narrowestPx: toFile(gaps.narrowestPx) },
      softPixels,
    },
    lines: lines.marks,
    gaps: gaps.marks,
    soft,
  };
}
