import sharp from 'sharp';
import { containerIsWhole } from './imageContainer.ts';
import { type ImageType, MAX_IMAGE_PIXELS, sniffImageType } from './imagePolicy.ts';

const SHARP_FORMAT: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * True when the bytes are one whole, decodable image of the given type: the magic bytes
 * match, the container has nothing around it, a real decoder (libvips via sharp) reads
 * the header as that format, and every pixel row decodes without error.
 */
export async function isWholeImage(bytes: Uint8Array, type: ImageType): Promise<boolean> {
  if (sniffImageType(bytes) !== type || !containerIsWhole(bytes, type)) return false;
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) return false;
    // Decoding to a thumbnail still reads all of the compressed data, so truncated or
    // corrupt pixel data is caught, without holding the full-size pixels in memory.
    await sharp(bytes, options).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
