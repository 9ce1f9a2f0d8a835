// The thresholds every check applies, as typed data: the page shows them in its rules table and
// the verdicts read them, so a number changes in one place. The print area and the 300 dpi
// recommendation are the business's (spec: FAQ file formats, printable areas); the other lines
// are this page's own judgement of where "too low" and "too much" start.
export const printArea = { widthIn: 12.5, heightIn: 16 } as const;

export const resolutionRules = {
  /** At or above: good. The FAQ's recommendation. */
  recommendedDpi: 300,
  /** Below: a problem (visibly soft or pixelated). Between the two: a warning. */
  problemBelowDpi: 150,
} as const;

export const pixelRules = {
  /** A pixel counts as transparent at or below this alpha (0–255). */
  transparentAlphaMax: 8,
  /** ...and as opaque at or above this one; anything between is partly transparent. */
  opaqueAlphaMin: 247,
  /** A channel this bright or brighter is "near white" (0–255). */
  nearWhiteMin: 235,
  /** Share of the outer border that decides what the background is. */
  backgroundBorderShare: 0.9,
  /** Partly transparent pixels above this share of the design get the DTF caution. */
  partialAlphaCautionShare: 0.02,
} as const;

export const aspectRules = {
  /** Below this share of the print area used at the largest size, the shape gets a note. */
  fillWarningBelow: 0.5,
} as const;

/** Big images are analysed downscaled to at most this many pixels; the page says so. */
export const analysisMaxPixels = 4_000_000;

/** Files larger than this are refused before reading (a sensible ceiling for a print file). */
export const maxFileBytes = 200 * 1024 * 1024;
