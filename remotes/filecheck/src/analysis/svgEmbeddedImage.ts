import { readContainerFacts } from './containerFacts.ts';

// Images an SVG carries inside itself as data: URLs (other URLs are never loaded for an SVG
// drawn as an image). The browser decodes each at its full size, so the preflight reads what a
// data: URL holds the way the browser does, and a raster image's size from its header.

export interface DataUrl {
  /** The declared type, lower case (`text/plain` when none is given). */
  mime: string;
  bytes: Uint8Array;
}

const isHex = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66));

/** %XX escapes to bytes; everything else as its UTF-8 bytes. */
function percentDecode(text: string): Uint8Array {
  const encoded = new TextEncoder().encode(text);
  if (!text.includes('%')) return encoded;
  const out = new Uint8Array(encoded.length);
  let length = 0;
  for (let at = 0; at < encoded.length; at++) {
    const byte = encoded[at] as number;
    if (byte === 0x25 && isHex(encoded[at + 1]) && isHex(encoded[at + 2])) {
      out[length++] = Number.parseInt(String.fromCharCode(encoded[at + 1] ?? 0, encoded[at + 2] ?? 0), 16);
      at += 2;
    } else {
      out[length++] = byte;
    }
  }
  return out.subarray(0, length);
}

/** A data: URL's type and bytes, as the browser reads them; null for one it cannot read. */
export function decodeDataUrl(url: string): DataUrl | null {
  const trimmed = url.trim();
  const comma = trimmed.indexOf(',');
  if (!/^data:/i.test(trimmed) || comma < 0) return null;
  const parameters = trimmed.slice(5, comma).split(';');
  const mime = parameters[0]?.trim().toLowerCase() || 'text/plain';
  const base64 =
    parameters.length > 1 && parameters[parameters.length - 1]?.trim().toLowerCase() === 'base64';
  // A fragment is no part of the data: the browser stops at an unescaped `#`.
  const hash = trimmed.indexOf('#', comma);
  const body = percentDecode(trimmed.slice(comma + 1, hash < 0 ? undefined : hash));
  if (!base64) return { mime, bytes: body };
  try {
    const binary = atob(new TextDecoder().decode(body).replace(/[\t\n\f\r ]/g, ''));
    return { mime, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
  } catch {
    return null;
  }
}

type Size = { width: number; height: number };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);

/** A GIF's logical screen, widened to its first frame as browsers' decoders widen it. */
function gifSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 13) return null;
  const screen = { width: uint16le(bytes, 6), height: uint16le(bytes, 8) };
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x2c) {
      if (at + 9 > bytes.length) return null;
      return {
        width: Math.max(screen.width, uint16le(bytes, at + 1) + uint16le(bytes, at + 5)),
        height: Math.max(screen.height, uint16le(bytes, at + 3) + uint16le(bytes, at + 7)),
      };
    }
    if (block !== 0x21) break;
    // An extension: its label, then sub-blocks up to an empty one.
    at += 2;
    while (at < bytes.length) {
      const length = bytes[at] ?? 0;
      at += 1 + length;
      if (length === 0) break;
    }
  }
  return screen;
}

/** Image types a browser decodes whose size is not read here (BMP, ICO/CUR, AVIF/HEIF, JPEG XL). */
const otherImage = (bytes: Uint8Array) =>
  startsWith(bytes, [0x42, 0x4d]) ||
  startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
  startsWith(bytes, [0x00, 0x00, 0x02, 0x00]) ||
  startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4) ||
  startsWith(bytes, [0xff, 0x0a]);

/**
 * The pixel size of a raster image, from its header; null when the bytes are an image whose size
 * cannot be read (it must not be decoded unchecked); 'not-an-image' when no browser draws them.
 */
export function rasterSize(data: DataUrl): Size | null | 'not-an-image' {
  const { bytes, mime } = data;
  // The browser goes by the bytes for a raster image, whatever type the URL declares.
  let size: Size | null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    size = readContainerFacts('png', bytes).size;
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) size = readContainerFacts('jpeg', bytes).size;
  else if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    size = readContainerFacts('webp', bytes).size;
  else if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) size = gifSize(bytes);
  else if (mime.startsWith('image/') || otherImage(bytes)) size = null;
  else return 'not-an-image';
  return size && size.width > 0 && size.height > 0 ? size : null;
}
