import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './imagePolicy.ts';

// 'warning': libjpeg reports a file that ends early ("premature end of data segment") only as
// a warning, and 'error' let such truncated JPEGs through; a file we keep must decode cleanly.
export const DECODE_INPUT = { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * Runs in the image worker (imageWorkers.ts): the format libvips reads in the header, or null
 * when the header does not read or every pixel row does not decode without a warning.
 */
export async function decodedFormat(bytes: Uint8Array): Promise<string | null> {
  try {
    const meta = await sharp(bytes, DECODE_INPUT).metadata();
    if (!meta.width || !meta.height) return null;
    // Decoding to a thumbnail still reads all of the compressed data, so truncated or
    // corrupt pixel data is caught, without holding the full-size pixels in memory.
    await sharp(bytes, DECODE_INPUT).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return meta.format;
  } catch {
    return null;
  }
}
