// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readContainerFacts } from './containerFacts.ts';
import { inspectBytes } from './inspectBytes.ts';

// JPEG headers built by hand: a decoder allocates what the frame header (SOF) states, so these
// few bytes stand for a 20000 × 20000 image (400 million pixels, 1.6 GB once decoded).

const SOI = [0xff, 0xd8];
const APP0 = [
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
];
/** Baseline frame header: 8-bit samples, height, width, three components (YCbCr 4:2:0). */
const sof0 = (width: number, height: number) => [
  ...[0xff, 0xc0, 0x00, 0x11, 0x08],
  ...[height >> 8, height & 0xff, width >> 8, width & 0xff],
  ...[0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
];
const SOS = [0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00];
const SCAN_AND_EOI = [0x12, 0x34, 0x56, 0x78, 0xff, 0xd9];

const jpeg = (...parts: number[][]) => new Uint8Array(parts.flat());

const codeOf = async (bytes: Uint8Array) =>
  inspectBytes(bytes).then(
    () => 'ok',
    (error: unknown) => (error as { code?: string }).code,
  );

/** Inserts bytes into a real JPEG after its first segment (SOI + APP0). */
function afterFirstSegment(bytes: Uint8Array, inserted: number[]): Uint8Array {
  const cut = 4 + ((bytes[4] ?? 0) << 8) + (bytes[5] ?? 0);
  return new Uint8Array([...bytes.subarray(0, cut), ...inserted, ...bytes.subarray(cut)]);
}

describe('a raster file is refused from its header when it has too many pixels', () => {
  it('a 20000 × 20000 JPEG header is refused by the pixel limit', async () => {
    expect(await codeOf(jpeg(SOI, APP0, sof0(20_000, 20_000), SOS, SCAN_AND_EOI))).toBe('too-many-pixels');
  });

  it('one 0x00 byte before the frame header does not hide its size: refused the same', async () => {
    const padded = jpeg(SOI, APP0, [0x00], sof0(20_000, 20_000), SOS, SCAN_AND_EOI);
    expect(await codeOf(padded)).toBe('too-many-pixels');
  });

  it('garbage and 0xFF fill bytes between segments are skipped the way decoders skip them', async () => {
    const garbage = [0x00, 0x13, 0x37, 0xff, 0x00, 0x42, 0xff, 0xff, 0xff];
    const padded = jpeg(SOI, APP0, garbage, sof0(20_000, 20_000), SOS, SCAN_AND_EOI);
    expect(await codeOf(padded)).toBe('too-many-pixels');
    // A restart marker (no length) before the frame is skipped too.
    expect(await codeOf(jpeg(SOI, [0xff, 0xd0], APP0, sof0(20_000, 20_000), SOS, SCAN_AND_EOI))).toBe(
      'too-many-pixels',
    );
  });

  it('the size read past garbage is the one libjpeg reads (sharp), and the file still passes', async () => {
    const real = await sharp({ create: { width: 321, height: 123, channels: 3, background: '#c81e28' } })
      .jpeg()
      .toBuffer();
    const padded = afterFirstSegment(new Uint8Array(real), [0x00, 0x00, 0x07, 0xff, 0xff]);
    const decoder = await sharp(padded).metadata();
    expect({ width: decoder.width, height: decoder.height }).toEqual({ width: 321, height: 123 });
    expect(readContainerFacts('jpeg', padded).size).toEqual({ width: 321, height: 123 });
    expect(await codeOf(padded)).toBe('ok');
  });

  it('a JPEG whose frame size cannot be read is not decoded without a limit', async () => {
    // No frame header before the scan.
    expect(await codeOf(jpeg(SOI, APP0, SOS, SCAN_AND_EOI))).toBe('undecodable');
    // A frame of 0 rows (its height "defined later"): no size to check.
    expect(await codeOf(jpeg(SOI, APP0, sof0(20_000, 0), SOS, SCAN_AND_EOI))).toBe('undecodable');
  });

  it('a PNG whose first chunk is not its header (IHDR) has no size, and is not decoded', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(readContainerFacts('png', png).size).toEqual({ width: 8, height: 8 });
    expect(await codeOf(png)).toBe('ok');
    const renamed = png.slice();
    renamed.set([0x61, 0x42, 0x43, 0x44], 12); // "aBCD": an unknown ancillary chunk, not IHDR
    expect(readContainerFacts('png', renamed).size).toBeNull();
    expect(await codeOf(renamed)).not.toBe('ok');
  });

  it('a WebP whose first chunk is none of its three image chunks is not decoded without a limit', async () => {
    const webp = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    expect(await codeOf(webp)).toBe('ok');
    const renamed = webp.slice();
    renamed.set([0x4a, 0x55, 0x4e, 0x4b], 12); // "JUNK"
    expect(await codeOf(renamed)).toBe('undecodable');
  });
});
