// What the worker finds at one print width: strokes and gaps too narrow to print, and where the
// partly transparent pixels are. Plain data, so it crosses postMessage as it is.

/** Narrow parts of one kind (lines, or gaps between inked areas). */
export interface NarrowParts {
  /** Separate narrow areas found. */
  areas: number;
  /** The narrowest one, in the file's pixels; null when none was found. */
  narrowestPx: number | null;
}

export interface DetailFigures {
  /** The print width (inches, of the art) these were measured at. */
  printWidthIn: number;
  /** The narrowest line or gap that prints, in the file's pixels at that width. */
  limitPx: number;
  /**
   * False when the copy analysed (a big file scaled down, or an SVG's drawing) is too coarse to
   * see the limit at this width: then nothing is said about lines and gaps.
   */
  measurable: boolean;
  lines: NarrowParts;
  gaps: NarrowParts;
  /** Partly transparent pixels (at the analysed size). */
  softPixels: number;
}

export interface DetailAnswer {
  figures: DetailFigures;
  /** A transparent PNG, the size of the preview, marking lines, gaps and soft pixels. */
  overlay: Blob | null;
}
