import type { FileFacts } from '../facts.ts';
import { FileCheckError } from '../fileCheckError.ts';
import type { FixRequest } from './fixKinds.ts';
import { artBounds, cropPixels, removeBackground, thresholdAlpha } from './pixelFixes.ts';
import { withPngDpi } from './pngDpi.ts';

// The fixes on the visitor's file at its full size, in the worker: decoded with createImageBitmap,
// changed as RGBA, encoded as PNG by an OffscreenCanvas. Nothing leaves the browser.

interface FullPixels {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

async function decodeFull(file: Blob): Promise<FullPixels> {
  const bitmap = await createImageBitmap(file, { premultiplyAlpha: 'none', colorSpaceConversion: 'default' });
  try {
    const { width, height } = bitmap;
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!context) throw new FileCheckError('unavailable');
    context.drawImage(bitmap, 0, 0);
    return { rgba: context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}

async function encodePng({ rgba, width, height }: FullPixels, dpi: number | null): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new FileCheckError('unavailable');
  // ImageData wants a buffer of its own; the decoded pixels always have one.
  context.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  if (dpi === null) return png;
  return new Blob([withPngDpi(new Uint8Array(await png.arrayBuffer()), dpi) as Uint8Array<ArrayBuffer>], {
    type: 'image/png',
  });
}

/** The fixed file as a PNG. Throws a FileCheckError when the fix does not apply to this file. */
export async function fixInWorker(file: Blob, facts: FileFacts, fix: FixRequest): Promise<Blob> {
  if (facts.vector) throw new FileCheckError('fix-not-applicable');
  const keptDpi = facts.dpiTag?.x ?? null;
  if (fix.kind === 'dpi') {
    // A PNG keeps every byte of its image: only the tag changes.
    if (facts.kind === 'png') {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return new Blob([withPngDpi(bytes, fix.dpi) as Uint8Array<ArrayBuffer>], { type: 'image/png' });
    }
    return encodePng(await decodeFull(file), fix.dpi);
  }
  const pixels = await decodeFull(file);
  const colour = facts.pixels?.backgroundColour ?? null;
  if (fix.kind === 'remove-background') {
    if (!colour) throw new FileCheckError('fix-not-applicable');
    removeBackground(pixels.rgba, pixels.width, pixels.height, colour);
    return encodePng(pixels, keptDpi);
  }
  if (fix.kind === 'trim') {
    const box = artBounds(pixels.rgba, pixels.width, pixels.height, colour);
    if (!box) throw new FileCheckError('fix-not-applicable');
    const rgba = cropPixels(pixels.rgba, pixels.width, box);
    return encodePng({ rgba, width: box.width, height: box.height }, keptDpi);
  }
  thresholdAlpha(pixels.rgba, fix.threshold);
  return encodePng(pixels, keptDpi);
}
