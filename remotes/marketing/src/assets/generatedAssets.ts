// URLs of files the build generates (responsive images, the design-guidelines PDF).
// buildPlugins/marketingAssetsPlugin.ts injects them as compile-time constants, one per
// consumer (hero, products, FAQ) so each page's chunk carries only its own URLs.
// Unit tests and type checks run without a build and get sized, empty stand-ins.
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface GeneratedImage {
  width: number;
  height: number;
  /** Fallback <img src> (a mid-size WebP). */
  src: string;
  sources: readonly ImageSource[];
}

export type ImageSet = Record<string, GeneratedImage>;

/** What the build injects (see buildPlugins/marketingAssetsPlugin.ts). */
export interface MarketingAssets {
  heroImages: ImageSet;
  productImages: ImageSet;
  designGuidelinesPdf: string;
}

/** A generated image by artwork id; a sized empty stand-in when the build did not make it. */
export function pickImage(
  set: ImageSet,
  id: string,
  fallback: { width: number; height: number },
): GeneratedImage {
  return set[id] ?? { width: fallback.width, height: fallback.height, src: '', sources: [] };
}
