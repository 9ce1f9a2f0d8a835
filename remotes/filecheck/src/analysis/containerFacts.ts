import type { DpiTag, FileKind } from './facts.ts';

// The few container fields no library in the bundle exposes: exifr reads EXIF, JFIF, ICC and a
// PNG's header, file-type the signature, but neither a PNG's pHYs chunk (its DPI tag), a JPEG
// frame's component count (4 = CMYK/YCCK) nor whether the file ends where its format says it
// does. Each is a walk over chunk or segment headers, never over image data.

export interface ContainerFacts {
  complete: boolean;
  pngDpi: DpiTag | null;
  /** Components in a JPEG frame (1 grey, 3 YCbCr/RGB, 4 CMYK); null for other kinds. */
  jpegComponents: number | null;
  /** A PNG's colour type from its header (0 and 4 are greyscale); null for other kinds. */
  pngColourType: number | null;
  /** Whether the file as saved can hold transparency (PNG alpha or tRNS, WebP alpha). */
  alpha: boolean;
  /** The pixel size its header states, read before decoding; null when not found. */
  size: { width: number; height: number } | null;
}

const none = { pngDpi: null, jpegComponents: null, pngColourType: null } as const;

const INCHES_PER_METRE = 39.3701;

const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function readPng(bytes: Uint8Array, view: DataView): ContainerFacts {
  let offset = 8;
  let pngDpi: DpiTag | null = null;
  const colourType = bytes[25] ?? null;
  // Colour types 4 and 6 carry alpha; a tRNS chunk gives the others a transparent colour.
  let alpha = colourType === 4 || colourType === 6;
  // Decoders require IHDR as the first chunk; bytes 16–23 are a size only when it is.
  const size =
    bytes.length >= 24 && chunkType(bytes, 12) === 'IHDR'
      ? { width: view.getUint32(16), height: view.getUint32(20) }
      : null;
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = chunkType(bytes, offset + 4);
    const data = offset + 8;
    if (data + length + 4 > bytes.length) break;
    if (type === 'pHYs' && length >= 9 && bytes[data + 8] === 1) {
      // Pixels per metre; unit 1 is the metre (0 means "aspect ratio only": no DPI).
      pngDpi = {
        x: Math.round(view.getUint32(data) / INCHES_PER_METRE),
        y: Math.round(view.getUint32(data + 4) / INCHES_PER_METRE),
        source: 'PNG pHYs',
      };
    }
    if (type === 'tRNS') alpha = true;
    if (type === 'IEND')
      return { complete: true, pngDpi, jpegComponents: null, pngColourType: colourType, alpha, size };
    offset = data + length + 4;
  }
  return { complete: false, pngDpi, jpegComponents: null, pngColourType: colourType, alpha, size };
}

const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: TEM, RST0–7 and SOI. */
const hasNoLength = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * The next marker at or after `from`, found the way libjpeg (the browsers' decoder) finds it:
 * bytes before an 0xFF are skipped, 0xFF fill bytes are legal padding, and 0xFF 0x00 is
 * stuffed data, not a marker. Returns the marker and the offset just after it.
 */
function nextMarker(bytes: Uint8Array, from: number): { marker: number; after: number } | null {
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      at++;
      continue;
    }
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at++;
    if (marker !== 0x00) return { marker, after: at };
  }
  return null;
}

function readJpeg(bytes: Uint8Array, view: DataView): ContainerFacts {
  let jpegComponents: number | null = null;
  let size: ContainerFacts['size'] = null;
  // Segments up to the first scan; the entropy-coded data after it is not walked. A decoder
  // skips whatever lies between segments, so this walk does too: stopping at a stray byte would
  // leave the frame (and its size) unread while the decoder goes on to allocate it.
  let found = nextMarker(bytes, 2);
  while (found) {
    const { marker, after } = found;
    if (marker === 0xda || marker === 0xd9) break;
    if (hasNoLength(marker)) {
      found = nextMarker(bytes, after);
      continue;
    }
    if (after + 2 > bytes.length) break;
    const length = view.getUint16(after);
    if (isStartOfFrame(marker) && after + 8 <= bytes.length) {
      const frame = { width: view.getUint16(after + 5), height: view.getUint16(after + 3) };
      jpegComponents ??= bytes[after + 7] ?? null;
      // A second frame header is an error to libjpeg; if one is there, the larger counts.
      if (!size || frame.width * frame.height > size.width * size.height) size = frame;
    }
    // libjpeg reads a length under 2 as 2 (the length field alone).
    found = nextMarker(bytes, after + Math.max(2, length));
  }
  // A JPEG ends with the End Of Image marker (some writers pad a few bytes after it).
  const tail = bytes.subarray(Math.max(0, bytes.length - 32));
  let complete = false;
  for (let i = tail.length - 2; i >= 0; i--) {
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) {
      complete = true;
      break;
    }
  }
  return { complete, pngDpi: null, jpegComponents, pngColourType: null, alpha: false, size };
}

function readWebp(bytes: Uint8Array, view: DataView): ContainerFacts {
  // RIFF: the size after the first 8 bytes is stated in bytes 4–7 (little-endian).
  const stated = bytes.length >= 8 ? view.getUint32(4, true) + 8 : Number.POSITIVE_INFINITY;
  return { complete: bytes.length >= stated, ...none, ...webpHeader(bytes, view) };
}

const uint24 = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

/**
 * Size and alpha from the first chunk: VP8X (extended), VP8L (lossless) or VP8 (lossy, no
 * alpha). Any other first chunk is no WebP a decoder reads, and gives no size.
 */
function webpHeader(bytes: Uint8Array, view: DataView): Pick<ContainerFacts, 'alpha' | 'size'> {
  if (bytes.length < 30) return { alpha: false, size: null };
  const chunk = chunkType(bytes, 12);
  if (chunk === 'VP8X') {
    return {
      alpha: ((bytes[20] ?? 0) & 0x10) !== 0,
      size: { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 },
    };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return {
      alpha: ((bits >>> 28) & 1) === 1,
      size: { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 },
    };
  }
  if (chunk === 'VP8 ') {
    return {
      alpha: false,
      size: { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff },
    };
  }
  return { alpha: false, size: null };
}

export function readContainerFacts(kind: FileKind, bytes: Uint8Array): ContainerFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') return readPng(bytes, view);
  if (kind === 'jpeg') return readJpeg(bytes, view);
  if (kind === 'webp') return readWebp(bytes, view);
  return { complete: true, ...none, alpha: true, size: null };
}
