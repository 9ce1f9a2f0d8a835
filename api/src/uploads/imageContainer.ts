import { crc32 } from 'node:zlib';
import type { ImageType } from './imagePolicy.ts';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** PNG: IHDR first, every chunk whole with a correct CRC, and the file ends at IEND. */
function pngIsWhole(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (first && type !== 'IHDR') return false;
    first = false;
    const crc = view.getUint32(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    if (type === 'IEND') return end === bytes.length;
    offset = end;
  }
  return false;
}

/** JPEG: starts with SOI and ends with EOI (nothing appended after the image). */
function jpegIsWhole(bytes: Uint8Array): boolean {
  const n = bytes.length;
  return n > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
}

/** WebP: the RIFF container's own length covers exactly the file. */
function webpIsWhole(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return riffSize + 8 === bytes.length;
}

/**
 * The file is exactly one container of its type, with nothing before or after it: a
 * PNG, JPEG or WebP header followed by HTML or script (a polyglot) fails here.
 */
export function containerIsWhole(bytes: Uint8Array, type: ImageType): boolean {
  if (type === 'image/png') return pngIsWhole(bytes);
  if (type === 'image/jpeg') return jpegIsWhole(bytes);
  return webpIsWhole(bytes);
}
