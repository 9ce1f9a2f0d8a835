import { analysisSize } from './printSize.ts';
import type { ReadRegion } from './refineArtBounds.ts';
import { analysisMaxPixels, firstLookMaxPixels } from './rules.ts';
import type { DecodedPixels } from './withPixels.ts';

/** The longest side of the preview image the worker hands back with the exact figures. */
const PREVIEW_MAX_SIDE = 1200;
/** ...and with the first look, which must be quick to make. */
const FIRST_LOOK_PREVIEW_MAX_SIDE = 600;

export interface WorkerDecoded extends DecodedPixels {
  /** A small PNG of the design for the garment preview (not the visitor's file). */
  preview: Blob;
  previewWidth: number;
  previewHeight: number;
}

function drawScaled(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  smooth = true,
): OffscreenCanvasRenderingContext2D {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D context in this worker');
  context.imageSmoothingEnabled = smooth;
  context.drawImage(bitmap, 0, 0, width, height);
  return context;
}

/** The decoded file's pixels in one rectangle at full size (a first look's bounds made exact). */
export function regionReader(bitmap: ImageBitmap): ReadRegion {
  return (x, y, width, height) => {
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D context in this worker');
    context.drawImage(bitmap, x, y, width, height, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  };
}

/** The file decoded once, off the page's thread; both passes draw from it. Close it after. */
export function openBitmap(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { premultiplyAlpha: 'none', colorSpaceConversion: 'default' });
}

async function decodedAt(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  previewMaxSide: number,
  smooth: boolean,
): Promise<WorkerDecoded> {
  const { width, height } = bitmap;
  const rgba = drawScaled(bitmap, size.width, size.height, smooth).getImageData(
    0,
    0,
    size.width,
    size.height,
  ).data;
  const scale = Math.min(1, previewMaxSide / Math.max(width, height));
  const previewWidth = Math.max(1, Math.round(width * scale));
  const previewHeight = Math.max(1, Math.round(height * scale));
  const preview = await drawScaled(bitmap, previewWidth, previewHeight).canvas.convertToBlob({
    type: 'image/png',
  });
  return {
    width,
    height,
    rgba,
    rgbaWidth: size.width,
    rgbaHeight: size.height,
    preview,
    previewWidth,
    previewHeight,
  };
}

/**
 * The pixels for a first look: a copy of at most firstLookMaxPixels, or null when the file is
 * that small already (its exact figures come as quickly). Sampled nearest-neighbour, not
 * smoothed: smoothing would blend the art's edges into partly transparent pixels the file does
 * not have, while a sample keeps every share (clear, partly clear, background) close to the
 * file's.
 */
export function firstLookInWorker(bitmap: ImageBitmap): Promise<WorkerDecoded> | null {
  const size = analysisSize(bitmap.width, bitmap.height, firstLookMaxPixels);
  if (size.width >= bitmap.width) return null;
  return decodedAt(bitmap, size, FIRST_LOOK_PREVIEW_MAX_SIDE, false);
}

/**
 * The pixels for the exact figures: an OffscreenCanvas at the analysis size (huge images
 * downscaled, so their pixels fit in memory and are read quickly).
 */
export function decodeInWorker(bitmap: ImageBitmap): Promise<WorkerDecoded> {
  return decodedAt(
    bitmap,
    analysisSize(bitmap.width, bitmap.height, analysisMaxPixels),
    PREVIEW_MAX_SIDE,
    true,
  );
}
