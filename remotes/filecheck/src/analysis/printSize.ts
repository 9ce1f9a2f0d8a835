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
