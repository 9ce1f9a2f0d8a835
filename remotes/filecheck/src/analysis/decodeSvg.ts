import type { DecodedPixels } from './withPixels.ts';

/** The longest side an SVG is drawn at to measure its background and transparency. */
const SVG_RASTER_SIDE = 1024;

/**
 * An SVG drawn on the main thread (workers have no SVG decoder): an <img> from a blob: URL
 * (no request leaves the browser), then a small canvas. A vector, so its size is its own units.
 */
export async function decodeSvg(file: Blob): Promise<DecodedPixels> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || SVG_RASTER_SIDE;
    const height = image.naturalHeight || SVG_RASTER_SIDE;
    const scale = SVG_RASTER_SIDE / Math.max(width, height);
    const rgbaWidth = Math.max(1, Math.round(width * scale));
    const rgbaHeight = Math.max(1, Math.round(height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = rgbaWidth;
    canvas.height = rgbaHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D context');
    context.drawImage(image, 0, 0, rgbaWidth, rgbaHeight);
    const rgba = context.getImageData(0, 0, rgbaWidth, rgbaHeight).data;
    return { width, height, rgba, rgbaWidth, rgbaHeight, vector: true };
  } finally {
    URL.revokeObjectURL(url);
  }
}
