// The "problem areas" layer over the preview: a transparent image, the preview's size, with each
// kind of problem in its own colour, widened so a one-pixel line still shows at preview scale.

export const overlayColours = {
  lines: [230, 0, 126, 255],
  gaps: [0, 170, 255, 255],
  soft: [255, 140, 0, 200],
} as const;

type Layer = keyof typeof overlayColours;

export function paintOverlay(
  layers: Record<Layer, Uint8Array>,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(outWidth * outHeight * 4);
  const sx = outWidth / width;
  const sy = outHeight / height;
  // Two output pixels either side of a mark: visible once the preview is scaled to the page.
  const grow = 2;
  // Soft pixels first, so lines and gaps stay on top.
  for (const layer of ['soft', 'gaps', 'lines'] as const) {
    const mask = layers[layer];
    const [r, g, b, a] = overlayColours[layer];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!mask[y * width + x]) continue;
        const ox0 = Math.max(0, Math.floor(x * sx) - grow);
        const ox1 = Math.min(outWidth - 1, Math.floor((x + 1) * sx) + grow - 1);
        const oy0 = Math.max(0, Math.floor(y * sy) - grow);
        const oy1 = Math.min(outHeight - 1, Math.floor((y + 1) * sy) + grow - 1);
        for (let oy = oy0; oy <= oy1; oy++) {
          for (let ox = ox0; ox <= ox1; ox++) {
            const o = (oy * outWidth + ox) * 4;
            out[o] = r;
            out[o + 1] = g;
            out[o + 2] = b;
            out[o + 3] = a;
          }
        }
      }
    }
  }
  return out;
}
