import { analysisSize } from './printSize.ts';
import { analysisMaxPixels } from './rules.ts';
import type { DecodedPixels } from './withPixels.ts';

/** The longest side of the preview image the worker hands back. */
const PREVIEW_MAX_SIDE = 1200;

export interface WorkerDecoded extends DecodedPixels {
  /** A small PNG of the design for the garment preview (not the visitor's file). */
  preview: Blob;
  previewWidth: number;
  previewHeight: number;
}

function drawScaled(bitmap: ImageBitmap, width: number, height: number): OffscreenCanvasRenderingContext2D {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D context in this worker');
  context.drawImage(bitmap, 0, 0, width, height);
  return context;
}

/**
 * Decodes a raster file in the worker: createImageBitmap, then an OffscreenCanvas at the
 * analysis size (huge images downscaled, so their pixels fit in memory and are read quickly).
 */
export async function decodeInWorker(file: Blob): Promise<WorkerDecoded> {
  const bitmap = await createImageBitmap(file, { premultiplyAlpha: 'none', colorSpaceConversion: 'default' });
  try {
    const { width, height } = bitmap;
    const size = analysisSize(width, height, analysisMaxPixels);
    const context = drawScaled(bitmap, size.width, size.height);
    const rgba = context.getImageData(0, 0, size.width, size.height).data;
    const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(width, height));
    const previewWidth = Math.max(1, Math.round(width * scale));
    const previewHeight = Math.max(1, Math.round(height * scale));
    const previewCanvas = drawScaled(bitmap, previewWidth, previewHeight);
    const preview = await previewCanvas.canvas.convertToBlob({ type: 'image/png' });
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
  } finally {
    bitmap.close();
  }
}
