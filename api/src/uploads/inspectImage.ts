import { containerIsWhole } from './imageContainer.ts';
import { CHECK_LIMITS, type DecodeLimits, type ImageType, sniffImageType } from './imagePolicy.ts';
import { ImageWorkerUnavailableError, runImageTask } from './imageWorkers.ts';
import { countJpegScans } from './jpegScans.ts';

const SHARP_FORMAT: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const DECODE_CHECK = new URL('./decodeCheck.ts', import.meta.url);

/**
 * True when the bytes are one whole, decodable image of the given type: the magic bytes
 * match, the container has nothing around it, a JPEG holds no more scans than the limit, and
 * a real decoder (libvips via sharp, in the image worker, within the deadline) reads the header
 * as that format and decodes every pixel row without a warning. Throws ImageWorkerUnavailableError
 * when the worker did not work on it: that says nothing about the image.
 */
export async function isWholeImage(
  bytes: Uint8Array,
  type: ImageType,
  limits: DecodeLimits = CHECK_LIMITS,
): Promise<boolean> {
  if (sniffImageType(bytes) !== type || !containerIsWhole(bytes, type)) return false;
  if (type === 'image/jpeg') {
    const scans = countJpegScans(bytes);
    if (scans === null || scans === 0 || scans > limits.maxJpegScans) return false;
  }
  try {
    const format = await runImageTask<string | null>(
      DECODE_CHECK,
      'decodedFormat',
      [bytes],
      limits.deadlineMs,
    );
    return format === SHARP_FORMAT[type];
  } catch (error) {
    if (error instanceof ImageWorkerUnavailableError) throw error;
    // Decoding past the deadline, or the worker died (out of memory): not an image we keep.
    return false;
  }
}
