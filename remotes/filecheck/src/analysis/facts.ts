// What the analysis measures about one file: plain data, passed from the worker to the page
// and from the facts to the verdicts (checks.ts).

export type FileKind = 'png' | 'jpeg' | 'webp' | 'svg';

export type ColourMode = 'rgb' | 'cmyk' | 'grey' | 'unknown';

export interface DpiTag {
  x: number;
  y: number;
  /** Where the tag was found. */
  source: 'EXIF' | 'JFIF' | 'PNG pHYs';
}

export interface IccProfile {
  /** The profile's description, e.g. "sRGB IEC61966-2.1". */
  name: string;
  /** The profile's colour space: RGB, CMYK, GRAY… */
  colourSpace: string;
}

/** What the bytes alone say, before any pixel is decoded. */
export interface ByteFacts {
  kind: FileKind;
  mime: string;
  byteLength: number;
  dpiTag: DpiTag | null;
  colourMode: ColourMode;
  icc: IccProfile | null;
  /** Whether the format, as saved, can hold transparency (a JPEG cannot; nor can an RGB PNG). */
  alpha: boolean;
}

export type Background = 'transparent' | 'near-white' | 'opaque';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A rectangle in pixels (or, for an SVG, its own units). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Measured from decoded RGBA pixels (possibly downscaled). */
export interface PixelStats {
  /** Share (0–1) of pixels that are fully transparent. */
  transparentShare: number;
  /** Share (0–1) of the design's visible pixels that are only partly transparent. */
  partialShare: number;
  /** What the outer border of the image is: the background that would print. */
  background: Background;
  /** The one solid colour that fills the edges (a JPEG's white box), when one does. */
  backgroundColour: Rgb | null;
}

export interface FileFacts extends ByteFacts {
  name: string;
  /** Pixel size of the file (an SVG: its own units; it is a vector). */
  width: number;
  height: number;
  vector: boolean;
  pixels: PixelStats | null;
  /** The size the pixels were analysed at, when smaller than the file's. */
  analysedAt: { width: number; height: number } | null;
  /**
   * Where the art is (what prints), in the file's pixels or units: the whole canvas less its
   * empty margins. Null when nothing would print.
   */
  art: Box | null;
}
