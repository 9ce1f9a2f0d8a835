/**
 * How many scans (SOS segments) a JPEG holds, read from its markers without decoding; null
 * when the marker structure is broken. A progressive JPEG may legally hold thousands of scans,
 * each a few bytes, and the decoder walks every block of the image again for each one: the
 * count is what bounds the decoding time, so it is checked before anything is decoded.
 */
export function countJpegScans(bytes: Uint8Array): number | null {
  const n = bytes.length;
  if (n < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let scans = 0;
  let offset = 2;
  while (offset + 1 < n) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return scans; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // no length
      continue;
    }
    if (offset + 3 >= n) return null;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    offset += 2 + length;
    if (marker !== 0xda) continue;
    scans += 1;
    // Entropy-coded data runs to the next marker that is neither stuffing (FF 00) nor a restart.
    while (offset + 1 < n) {
      if (bytes[offset] === 0xff) {
        const next = bytes[offset + 1] ?? 0;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      offset += 1;
    }
  }
  return null;
}
