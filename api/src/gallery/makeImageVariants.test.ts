import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImageVariants } from './makeImageVariants.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims a size far past the pixel limit (a decompression bomb's shape). */
async function claimsHugeSize(): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1));
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('makeImageVariants', () => {
  it('makes AVIF and WebP 4:3 crops at each width, never wider than the original', async () => {
    const made = await makeImageVariants(await solid(900, 700));
    expect({ width: made.width, height: made.height }).toEqual({ width: 900, height: 700 });
    const sizes = await Promise.all(
      made.files.map(async (file) => {
        const meta = await sharp(file.bytes).metadata();
        return `${file.format} ${meta.width}x${meta.height} ${meta.format}`;
      }),
    );
    expect(sizes).toEqual([
      'avif 320x240 heif',
      'webp 320x240 webp',
      'avif 640x480 heif',
      'webp 640x480 webp',
      'avif 900x675 heif',
      'webp 900x675 webp',
    ]);
  });

  it('refuses an image past the pixel limit instead of decoding it', async () => {
    await expect(makeImageVariants(await claimsHugeSize())).rejects.toThrow();
  });
});
