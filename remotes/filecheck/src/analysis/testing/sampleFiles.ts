import sharp, { type Sharp } from 'sharp';
import { analysisSize } from '../printSize.ts';
import { analysisMaxPixels } from '../rules.ts';
import type { DecodedPixels } from '../withPixels.ts';

// Sample print files made with sharp for the tests, and a sharp decoder standing in for the
// browser's createImageBitmap + OffscreenCanvas (same contract: RGBA, downscaled when huge).

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A solid design square in the middle of a background. */
async function design(
  width: number,
  height: number,
  background: { r: number; g: number; b: number; alpha: number },
): Promise<Sharp> {
  const inner = Math.floor(Math.min(width, height) / 2);
  const square = await sharp({
    create: { width: inner, height: inner, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } }).composite([
    { input: square, gravity: 'centre' },
  ]);
}

/** An SVG drawing rendered by sharp (librsvg) to a transparent PNG of its own size. */
const fromSvg = (svg: string) => sharp(Buffer.from(svg));

const svgOf = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;

/** Art that reaches every edge of a 3750 × 4800 canvas: no margins. */
const fullBleed = svgOf(3750, 4800, '<ellipse cx="1875" cy="2400" rx="1875" ry="2400" fill="#c81e28"/>');

/**
 * 3750 px wide (12.5 in at 300 dpi) and short enough to be analysed at full size: a bar across
 * the top that sets the art's width, and under it a line `lineWidth` px wide.
 */
export const lineSample = (lineWidth: number) =>
  fromSvg(
    svgOf(
      3750,
      1000,
      `<rect x="0" y="0" width="3750" height="200" fill="#1d2b4f"/><rect x="1800" y="200" width="${lineWidth}" height="700" fill="#1d2b4f"/>`,
    ),
  )
    .png()
    .toBuffer();

/** A block 3750 px wide on a transparent canvas, with a cut (a knockout) `gapWidth` px wide in it. */
export const gapSample = (gapWidth: number) =>
  fromSvg(
    svgOf(
      3750,
      1000,
      `<path fill-rule="evenodd" fill="#1d2b4f" d="M0 100H3750V900H0Z M1800 200h${gapWidth}v600h-${gapWidth}Z"/>`,
    ),
  )
    .png()
    .toBuffer();

export const samples = {
  /** 600 × 600 JPEG: far too few pixels for a full-size print. */
  smallJpeg: async () =>
    (await design(600, 600, { r: 255, g: 255, b: 255, alpha: 1 }))
      .flatten({ background: '#ffffff' })
      .jpeg()
      .toBuffer(),
  /** 3750 × 4800 PNG, art to every edge, transparent around it: 300 dpi at 12.5 × 16 in. */
  fullSizePng: async () => fromSvg(fullBleed).png({ compressionLevel: 1 }).toBuffer(),
  /** 3750 × 4800 transparent PNG with its art (1,875 px square) only in the middle. */
  marginsPng: async () => (await design(3750, 4800, transparent)).png({ compressionLevel: 1 }).toBuffer(),
  /** A white-background JPEG of a red ring around a white middle, 1200 × 1200. */
  ringJpeg: async () =>
    fromSvg(
      svgOf(
        1200,
        1200,
        '<rect width="1200" height="1200" fill="#ffffff"/><circle cx="600" cy="600" r="400" fill="#c81e28"/><circle cx="600" cy="600" r="250" fill="#ffffff"/>',
      ),
    )
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer(),
  /** A CMYK JPEG with enough pixels. */
  cmykJpeg: async () =>
    fromSvg(fullBleed).flatten({ background: '#ffffff' }).toColourspace('cmyk').jpeg().toBuffer(),
  /** A PNG with enough pixels but an opaque white background. */
  whiteBackgroundPng: async () =>
    fromSvg(fullBleed).flatten({ background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer(),
  /** A PNG tagged 72 dpi whose pixels give 300 dpi at 12.5 in wide. */
  taggedLowPng: async () =>
    fromSvg(fullBleed).withMetadata({ density: 72 }).png({ compressionLevel: 1 }).toBuffer(),
  /** A PNG whose design has a soft, half-transparent glow. */
  glowPng: async () =>
    sharp({ create: { width: 400, height: 400, channels: 4, background: transparent } })
      .composite([
        {
          input: await sharp({
            create: {
              width: 300,
              height: 300,
              channels: 4,
              background: { r: 40, g: 90, b: 200, alpha: 0.5 },
            },
          })
            .png()
            .toBuffer(),
          gravity: 'centre',
        },
      ])
      .png()
      .toBuffer(),
  /** A 2-to-1 banner: uses under half the print area. */
  bannerWebp: async () =>
    fromSvg(svgOf(3750, 1875, '<ellipse cx="1875" cy="937.5" rx="1875" ry="937.5" fill="#c81e28"/>'))
      .webp({ lossless: true })
      .toBuffer(),
};

/**
 * Decodes with sharp to RGBA, downscaled like the browser worker does for huge images, or, for a
 * first look, sampled nearest-neighbour to a small copy as the worker does.
 */
export async function decodeWithSharp(
  bytes: Uint8Array,
  { maxPixels = analysisMaxPixels, nearest = false }: { maxPixels?: number; nearest?: boolean } = {},
): Promise<DecodedPixels> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  const size = analysisSize(width, height, maxPixels);
  const { data, info } = await image
    .resize(size.width, size.height, { fit: 'fill', ...(nearest ? { kernel: 'nearest' as const } : {}) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, rgba: data, rgbaWidth: info.width, rgbaHeight: info.height };
}
