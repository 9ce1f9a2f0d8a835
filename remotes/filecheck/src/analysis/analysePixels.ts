import type { Background, PixelStats } from './facts.ts';
import { pixelRules } from './rules.ts';

/**
 * Transparency and background from raw RGBA (row-major, 4 bytes a pixel): decoded by sharp in
 * the tests and by createImageBitmap + OffscreenCanvas in the browser's worker.
 */
export function analysePixels(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): PixelStats {
  const { transparentAlphaMax, opaqueAlphaMin, backgroundBorderShare } = pixelRules;
  const total = width * height;
  let transparent = 0;
  let partial = 0;
  for (let i = 3; i < rgba.length; i += 4) {
    const alpha = rgba[i] ?? 0;
    if (alpha <= transparentAlphaMax) transparent++;
    else if (alpha < opaqueAlphaMin) partial++;
  }
  const visible = total - transparent;
  return {
    transparentShare: total ? transparent / total : 0,
    partialShare: visible ? partial / visible : 0,
    background: borderBackground(rgba, width, height, backgroundBorderShare),
  };
}

/** What the image's outer ring of pixels is, by a clear majority. */
function borderBackground(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  majority: number,
): Background {
  let count = 0;
  let transparent = 0;
  let nearWhite = 0;
  const visit = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    const alpha = rgba[i + 3] ?? 0;
    count++;
    if (alpha <= pixelRules.transparentAlphaMax) transparent++;
    else if (
      alpha >= pixelRules.opaqueAlphaMin &&
      Math.min(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0) >= pixelRules.nearWhiteMin
    )
      nearWhite++;
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    if (height > 1) visit(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(0, y);
    if (width > 1) visit(width - 1, y);
  }
  if (count === 0) return 'opaque';
  if (transparent / count >= majority) return 'transparent';
  if (nearWhite / count >= majority) return 'near-white';
  return 'opaque';
}
