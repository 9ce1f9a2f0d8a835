// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectBytes } from '../inspectBytes.ts';
import { samples } from '../testing/sampleFiles.ts';
import { fixedFileName } from './fixKinds.ts';
import { artBounds, cropPixels, removeBackground, thresholdAlpha } from './pixelFixes.ts';
import { withPngDpi } from './pngDpi.ts';

async function rgbaOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

const alphaAt = (rgba: Uint8ClampedArray, width: number, x: number, y: number) =>
  rgba[(y * width + x) * 4 + 3];

describe('one-click fixes', () => {
  it('background removal clears the white around a ring and keeps the white inside it', async () => {
    const { rgba, width, height } = await rgbaOf(await samples.ringJpeg());
    const cleared = removeBackground(rgba, width, height, { r: 255, g: 255, b: 255 });
    expect(cleared).toBeGreaterThan(width * height * 0.5);
    expect(alphaAt(rgba, width, 5, 5)).toBe(0); // a corner: background
    expect(alphaAt(rgba, width, 600, 600)).toBe(255); // the white middle: enclosed, stays
    expect(alphaAt(rgba, width, 600, 275)).toBe(255); // the red ring
    const i = (600 * width + 600) * 4;
    expect([rgba[i], rgba[i + 1], rgba[i + 2]].every((c) => (c ?? 0) > 240)).toBe(true);
  }, 30_000);

  it('trimming crops to the art: a 1,875 px square from a 3750 × 4800 canvas', async () => {
    const { rgba, width, height } = await rgbaOf(await samples.marginsPng());
    const box = artBounds(rgba, width, height, null);
    expect(box).toEqual({ x: 938, y: 1463, width: 1875, height: 1875 });
    const cropped = cropPixels(rgba, width, box ?? { x: 0, y: 0, width: 1, height: 1 });
    expect(cropped.length).toBe(1875 * 1875 * 4);
    expect(cropped[3]).toBe(255);
  }, 30_000);

  it('the soft-pixel threshold makes every pixel fully opaque or fully clear', async () => {
    const { rgba } = await rgbaOf(await samples.glowPng());
    // The glow is 50% opaque (alpha 128): at threshold 128 it becomes solid, at 200 it goes.
    const solid = new Uint8ClampedArray(rgba);
    expect(thresholdAlpha(solid, 128)).toBeGreaterThan(0);
    const clear = new Uint8ClampedArray(rgba);
    thresholdAlpha(clear, 200);
    let soft = 0;
    for (let i = 3; i < rgba.length; i += 4) {
      if ((solid[i] ?? 0) % 255 !== 0 || (clear[i] ?? 0) % 255 !== 0) soft++;
    }
    expect(soft).toBe(0);
    const middle = (200 * 400 + 200) * 4 + 3;
    expect(solid[middle]).toBe(255);
    expect(clear[middle]).toBe(0);
  }, 30_000);

  it('the DPI tag is written into a PNG without touching its pixels', async () => {
    const png = await samples.glowPng();
    const tagged = withPngDpi(png, 300);
    expect((await sharp(tagged).metadata()).density).toBe(300);
    expect((await inspectBytes(tagged)).dpiTag).toEqual({ x: 300, y: 300, source: 'PNG pHYs' });
    // A file tagged 72 dpi (sharp also writes the tag into EXIF) reads as the new tag.
    const retagged = withPngDpi(await sharp(png).withMetadata({ density: 72 }).png().toBuffer(), 150);
    expect((await inspectBytes(retagged)).dpiTag?.x).toBe(150);
    const before = await sharp(png).raw().toBuffer();
    const after = await sharp(tagged).raw().toBuffer();
    expect(after.equals(before)).toBe(true);
  }, 30_000);

  it('the fixed file is named for what was done, and PNG', () => {
    expect(fixedFileName('design.jpg', { kind: 'remove-background' })).toBe('design-no-background.png');
    expect(fixedFileName('design-no-background.png', { kind: 'trim' })).toBe(
      'design-no-background-trimmed.png',
    );
    expect(fixedFileName('logo.png', { kind: 'threshold', threshold: 128 })).toBe('logo-solid-edges.png');
    expect(fixedFileName('logo-300dpi.png', { kind: 'dpi', dpi: 150 })).toBe('logo-150dpi.png');
  });
});
