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
  /** Without one solid colour, this share of clear border pixels means a transparent background. */
  clearBorderShareMin: 0.25,
  /** Partly transparent pixels above this share of the design get the DTF caution. */
  partialAlphaCautionShare: 0.02,
  /**
   * How far (largest difference of one channel, 0–255) a pixel may be from the background
   * colour and still count as background: wide enough for JPEG noise around a white box.
   */
  backgroundTolerance: 40,
  /** Empty margins narrower than this share of a side are not worth trimming. */
  marginShareMin: 0.01,
} as const;

/** Lines and gaps a DTF press can hold: printers publish 0.4–0.5 mm; we use 0.5 mm. */
export const detailRules = {
  /** Strokes narrower than this at the print size may not print (mm). */
  minLineMm: 0.5,
  /** Gaps (knockouts) narrower than this fill in: the white underbase is choked (mm). */
  minGapMm: 0.5,
} as const;

/** The soft-pixel fix: at or above this alpha a pixel becomes opaque, below it clear. */
export const defaultAlphaThreshold = 128;

export const aspectRules = {
  /** Below this share of the print area used at the largest size, the shape gets a note. */
  fillWarningBelow: 0.5,
} as const;

/** Big images are analysed downscaled to at most this many pixels; the page says so. */
export const analysisMaxPixels = 4_000_000;

/**
 * Larger images get a first look at a copy of at most this many pixels, shown (and labelled as
 * such) while every pixel is measured: a quarter of a megapixel is measured in a fraction of the
 * time. Its art's bounds are then made exact on the full-size file (refineArtBounds.ts), so its
 * sizes and resolution are the exact ones; its shares of clear pixels are a sample's.
 */
export const firstLookMaxPixels = 250_000;

/** Files larger than this are refused before reading (a sensible ceiling for a print file). */
export const maxFileBytes = 200 * 1024 * 1024;

/**
 * Images with more pixels, or a longer side, are refused from their header, before decoding:
 * a small file can claim billions of pixels, and decoding it would exhaust the tab's memory.
 * The side limit is the browser's largest canvas side.
 */
export const maxImagePixels = 120_000_000;
export const maxImageSide = 32_000;

/**
 * An SVG is drawn by the browser on the page's thread, where nothing can interrupt it, so it is
 * read first (in the worker) and refused past these: elements as written, nesting depth and the
 * file's size, and what drawing it costs once every <use>, mask, clip-path, filter, pattern,
 * marker and embedded image is followed, each time it is referred to.
 */
export const svgLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxElements: 20_000,
  maxExpandedElements: 100_000,
  maxDepth: 64,
  /** Filters are the other way an SVG of a few bytes costs seconds to draw. */
  maxFilters: 20,
  /** Filter primitives run, each time a filter is applied (3,000 blurs took 100 s). */
  maxFilterPasses: 200,
  /** Masks, clip-paths and pattern fills applied: each is drawn into a layer of its own. */
  maxLayers: 500,
  /** Layers held at once: masks, clip-paths and filters inside one another, and pattern tiles. */
  maxLayerDepth: 16,
  /** SVG images inside the SVG, inside one another. */
  maxImageDepth: 2,
  /** Elements tried against <style> rules that can add a cost. */
  maxStyleMatches: 1_000_000,
} as const;
