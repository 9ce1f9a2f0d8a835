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
}

const INCHES_PER_METRE = 39.3701;

function readPng(bytes: Uint8Array, view: DataView): ContainerFacts {
  let offset = 8;
  let pngDpi: DpiTag | null = null;
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
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
    if (type === 'IEND')
      return { complete: true, pngDpi, jpegComponents: null, pngColourType: bytes[25] ?? null };
    offset = data + length + 4;
  }
  return { complete: false, pngDpi, jpegComponents: null, pngColourType: bytes[25] ?? null };
}

const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: Uint8Array, view: DataView): ContainerFacts {
  let jpegComponents: number | null = null;
  let offset = 2;
  // Segments up to the first scan; the entropy-coded data after it is not walked.
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker) && offset + 9 < bytes.length) jpegComponents = bytes[offset + 9] ?? null;
    if (marker === 0xda) break;
    offset += 2 + length;
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
  return { complete, pngDpi: null, jpegComponents, pngColourType: null };
}

function readWebp(bytes: Uint8Array, view: DataView): ContainerFacts {
  // RIFF: the size after the first 8 bytes is stated in bytes 4–7 (little-endian).
  const stated = bytes.length >= 8 ? view.getUint32(4, true) + 8 : Number.POSITIVE_INFINITY;
  return { complete: bytes.length >= stated, pngDpi: null, jpegComponents: null, pngColourType: null };
}

export function readContainerFacts(kind: FileKind, bytes: Uint8Array): ContainerFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') return readPng(bytes, view);
  if (kind === 'jpeg') return readJpeg(bytes, view);
  if (kind === 'webp') return readWebp(bytes, view);
  return { complete: true, pngDpi: null, jpegComponents: null, pngColourType: null };
}
