import sharp from 'sharp';
import { DECODE_INPUT } from '../uploads/decodeCheck.ts';
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

/**
 * Runs in the image worker (see makeImageVariants.ts). The original is decoded once, into
 * the widest crop, and every variant is made from that small copy.
 */
export async function encodeVariants(original: Uint8Array): Promise<MadeVariants> {
  const meta = await sharp(original, DECODE_INPUT).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('the image has no size');
  const widths = variantWidths({ width, height });
  const widest = Math.max(0, ...widths);
  if (widest === 0) return { width, height, files: [] };
  const base = await sharp(original, DECODE_INPUT)
    .rotate()
    .resize(widest, variantHeight(widest), { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const files: VariantFile[] = [];
  for (const size of widths)
    for (const format of VARIANT_FORMATS) {
      const resized = sharp(base.data, raw).resize(size, variantHeight(size), { fit: 'fill' });
      const encoded =
        format === 'avif' ? resized.avif({ quality: 50, effort: 4 }) : resized.webp({ quality: 75 });
      const bytes = await encoded.toBuffer();
      files.push({ width: size, format, contentType: VARIANT_CONTENT_TYPES[format], bytes });
    }
  return { width, height, files };
}
