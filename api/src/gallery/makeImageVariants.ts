import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../uploads/imagePolicy.ts';
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  type VariantFormat,
  variantHeight,
  variantWidths,
} from './variantSizes.ts';

export interface VariantFile {
  width: number;
  format: VariantFormat;
  contentType: string;
  bytes: Buffer;
}

export interface MadeVariants {
  /** The original's displayed size (after its EXIF orientation). */
  width: number;
  height: number;
  files: VariantFile[];
}

// A hostile upload must not hold the server: libvips gives up on any one pipeline past
// this, and the pixel limit stops a decompression bomb before it is decoded.
const TIMEOUT_SECONDS = 20;
const INPUT = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** True for libvips giving up past TIMEOUT_SECONDS ("timeout: 40% complete"), not a bad image. */
export const isVariantTimeout = (error: unknown): boolean =>
  error instanceof Error && /\btimeout: \d+% complete/.test(error.message);

/**
 * AVIF and WebP 4:3 crops of an image at the widths variantSizes picks. The original is
 * decoded once, into the widest crop, and every variant is made from that small copy.
 * Throws when the image cannot be decoded within the limits.
 */
export async function makeImageVariants(original: Uint8Array): Promise<MadeVariants> {
  const meta = await sharp(original, INPUT).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('the image has no size');
  const widths = variantWidths({ width, height });
  const widest = Math.max(0, ...widths);
  if (widest === 0) return { width, height, files: [] };
  const base = await sharp(original, INPUT)
    .rotate()
    .resize(widest, variantHeight(widest), { fit: 'cover', position: 'centre' })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const files: VariantFile[] = [];
  for (const size of widths)
    for (const format of VARIANT_FORMATS) {
      const resized = sharp(base.data, raw).resize(size, variantHeight(size), { fit: 'fill' });
      const encoded =
        format === 'avif' ? resized.avif({ quality: 50, effort: 4 }) : resized.webp({ quality: 75 });
      const bytes = await encoded.timeout({ seconds: TIMEOUT_SECONDS }).toBuffer();
      files.push({ width: size, format, contentType: VARIANT_CONTENT_TYPES[format], bytes });
    }
  return { width, height, files };
}
