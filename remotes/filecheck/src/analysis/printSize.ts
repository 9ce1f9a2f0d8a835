import { printArea } from './rules.ts';

/** The largest print of this shape that fits the print area, in inches. */
export function largestPrint(width: number, height: number): { widthIn: number; heightIn: number } {
  const scale = Math.min(printArea.widthIn / width, printArea.heightIn / height);
  return { widthIn: width * scale, heightIn: height * scale };
}

/** The print's height for a chosen width, keeping the file's shape. */
export function printHeightFor(width: number, height: number, printWidthIn: number): number {
  return (printWidthIn * height) / width;
}

/** Pixels per inch when the file is printed this wide (the file's pixels, not its tag). */
export function effectiveDpi(pixelWidth: number, printWidthIn: number): number {
  return pixelWidth / printWidthIn;
}

/** Share (0–1) of the print area the largest print of this shape covers. */
export function printAreaFill(width: number, height: number): number {
  const { widthIn, heightIn } = largestPrint(width, height);
  return (widthIn * heightIn) / (printArea.widthIn * printArea.heightIn);
}

/** Size to analyse pixels at: the file's own, or scaled down to at most maxPixels. */
export function analysisSize(
  width: number,
  height: number,
  maxPixels: number,
): { width: number; height: number } {
  const pixels = width * height;
  if (pixels <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / pixels);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** The size of what prints: the art's bounds, or the whole canvas when nothing was measured. */
export function artSize(facts: {
  width: number;
  height: number;
  art: { width: number; height: number } | null;
}): { width: number; height: number } {
  return facts.art
    ? { width: facts.art.width, height: facts.art.height }
    : { width: facts.width, height: facts.height };
}

/** The empty margins around the art, in the file's pixels (or units). */
export function marginsOf(facts: {
  width: number;
  height: number;
  art: { x: number; y: number; width: number; height: number } | null;
}): { left: number; right: number; top: number; bottom: number } {
  const art = facts.art ?? { x: 0, y: 0, width: facts.width, height: facts.height };
  return {
    left: art.x,
    top: art.y,
    right: Math.max(0, facts.width - art.x - art.width),
    bottom: Math.max(0, facts.height - art.y - art.height),
  };
}
