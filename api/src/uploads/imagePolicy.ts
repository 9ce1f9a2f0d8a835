/** What may be uploaded: spec §5 (10 MB) plus the allowlist of image types. */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const IMAGE_TYPES = {
  'image/png': { extension: 'png' },
  'image/jpeg': { extension: 'jpg' },
  'image/webp': { extension: 'webp' },
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export function isImageType(value: unknown): value is ImageType {
  return typeof value === 'string' && Object.hasOwn(IMAGE_TYPES, value);
}

// 100 megapixels is far above any print file we take within 10 MB, and keeps a
// decompression bomb from claiming gigabytes (checking and resizing both decode with this).
export const MAX_IMAGE_PIXELS = 100_000_000;

/** What one image may cost to decode: its scans, and the time of one image worker. */
export interface DecodeLimits {
  /** Scans a JPEG may hold (progressive ones; a baseline JPEG has one). */
  maxJpegScans: number;
  /** The image worker is killed, and the image refused, past this. */
  deadlineMs: number;
}

// Encoders' progressive scripts use about 10 scans (libjpeg's default) to a few dozen
// (mozjpeg's optimised ones); a crafted file can hold thousands, each one more pass over
// every block. 100 scans of the largest image we take decode in about a second here
// (8192x8192: 5.6 ms a scan). The deadline catches what the count cannot foresee.
export const CHECK_LIMITS: DecodeLimits = { maxJpegScans: 100, deadlineMs: 10_000 };

/** Bytes needed by sniffImageType. */
export const SNIFF_BYTES = 16;

/** The image format the first bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
