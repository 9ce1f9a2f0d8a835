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

export const samples = {
  /** 600 × 600 JPEG: far too few pixels for a full-size print. */
  smallJpeg: async () =>
    (await design(600, 600, { r: 255, g: 255, b: 255, alpha: 1 }))
      .flatten({ background: '#ffffff' })
      .jpeg()
      .toBuffer(),
  /** 3750 × 4800 PNG with a transparent background: 300 dpi at 12.5 × 16 in. */
  fullSizePng: async () => (await design(3750, 4800, transparent)).png({ compressionLevel: 1 }).toBuffer(),
  /** A CMYK JPEG with enough pixels. */
  cmykJpeg: async () =>
    (await design(3750, 4800, { r: 255, g: 255, b: 255, alpha: 1 }))
      .flatten({ background: '#ffffff' })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer(),
  /** A PNG with enough pixels but an opaque white background. */
  whiteBackgroundPng: async () =>
    (await design(3750, 4800, { r: 255, g: 255, b: 255, alpha: 1 })).png({ compressionLevel: 1 }).toBuffer(),
  /** A PNG tagged 72 dpi whose pixels give 300 dpi at 12.5 in wide. */
  taggedLowPng: async () =>
    (await design(3750, 4800, transparent))
      .withMetadata({ density: 72 })
      .png({ compressionLevel: 1 })
      .toBuffer(),
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
  bannerWebp: async () => (await design(3750, 1875, transparent)).webp({ lossless: true }).toBuffer(),
};

/** Decodes with sharp to RGBA, downscaled like the browser worker does for huge images. */
export async function decodeWithSharp(bytes: Uint8Array): Promise<DecodedPixels> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  const size = analysisSize(width, height, analysisMaxPixels);
  const { data, info } = await image
    .resize(size.width, size.height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, rgba: data, rgbaWidth: info.width, rgbaHeight: info.height };
}
