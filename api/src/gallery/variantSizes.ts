// Sized copies of a recorded image for responsive <picture> markup. Every variant is a 4:3
// centre crop (the shape every gallery tile shows), so its width and height are known from
// its width alone, before any image has loaded.

/** The widths made for a large original; smaller originals get fewer (never upscaled). */
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Height of a 4:3 variant this wide. */
export function variantHeight(width: number): number {
  return Math.max(1, Math.round((width * 3) / 4));
}

/**
 * The widths to make from an original of this size: each standard width the original can
 * fill with a 4:3 crop, plus the widest crop it can fill when that is narrower than the
 * widest standard width. Empty for an image too small to crop at all.
 */
export function variantWidths(original: { width: number; height: number }): number[] {
  const widest = Math.floor(Math.min(original.width, (original.height * 4) / 3));
  if (widest < 1) return [];
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= widest);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (widest < largest && !widths.includes(widest)) widths.push(widest);
  return widths;
}

/** The variant's name in URLs, e.g. "w640.avif". */
export function variantName(width: number, format: VariantFormat): string {
  return `w${width}.${format}`;
}

/** A variant name from a URL, or null when it is not one (only plain names, never a path). */
export function parseVariantName(name: string): { width: number; format: VariantFormat } | null {
  const match = /^w([1-9][0-9]{0,3})\.(avif|webp)$/.exec(name);
  if (!match) return null;
  return { width: Number(match[1]), format: match[2] as VariantFormat };
}

/** Where a variant is stored: beside its original, e.g. images/<uuid>-w640.avif. */
export function variantKey(objectPath: string, width: number, format: VariantFormat): string {
  return `${objectPath.replace(/\.[a-z0-9]+$/i, '')}-w${width}.${format}`;
}

/**
 * The variant_widths column: null while no variants are made yet, '' when the image could
 * not be made into any (the original then serves), else the widths, e.g. "320,640,1024".
 */
export function encodeWidths(widths: readonly number[]): string {
  return widths.join(',');
}

export function decodeWidths(column: string | null): number[] | null {
  if (column === null) return null;
  return column
    .split(',')
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0);
}
