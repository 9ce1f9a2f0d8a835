import { CHECK_LIMITS, type DecodeLimits, sniffImageType } from '../uploads/imagePolicy.ts';
import { ImageDeadlineError, runImageTask } from '../uploads/imageWorkers.ts';
import { countJpegScans } from '../uploads/jpegScans.ts';
import type { MadeVariants } from './variantEncoding.ts';

export type { MadeVariants, VariantFile } from './variantEncoding.ts';

// Decoding, cropping and encoding every variant of one image, in the image worker: an image
// that cannot be done in this time is given up on for now (housekeeping retries it a few times).
export const VARIANT_LIMITS: DecodeLimits = { maxJpegScans: CHECK_LIMITS.maxJpegScans, deadlineMs: 30_000 };

const ENCODING = new URL('./variantEncoding.ts', import.meta.url);

/** True for an image that ran out of time (worth another try later), not a bad image. */
export const isVariantTimeout = (error: unknown): boolean =>
  error instanceof ImageDeadlineError ||
  (error instanceof Error && /\btimeout: \d+% complete/.test(error.message));

/**
 * AVIF and WebP 4:3 crops of an image at the widths variantSizes picks, made in the image
 * worker within the limits. Throws when the image cannot be decoded within them.
 */
export async function makeImageVariants(
  original: Uint8Array,
  limits: DecodeLimits = VARIANT_LIMITS,
): Promise<MadeVariants> {
  // Images recorded before the scan limit existed meet it here, before any decoding.
  if (sniffImageType(original) === 'image/jpeg') {
    const scans = countJpegScans(original);
    if (scans === null || scans > limits.maxJpegScans) throw new Error('the JPEG holds too many scans');
  }
  const made = await runImageTask<MadeVariants>(ENCODING, 'encodeVariants', [original], limits.deadlineMs);
  // Buffers cross the process boundary as plain Uint8Arrays.
  return {
    ...made,
    files: made.files.map((file) => ({
      ...file,
      bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    })),
  };
}
