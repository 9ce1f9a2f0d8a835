// URLs of files the build generates (responsive images, the design-guidelines PDF).
// build/marketingAssetsPlugin.ts injects them as __MARKETING_ASSETS__; unit tests and
// type checks run without a build, so they get a small stand-in instead.
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

export interface MarketingAssets {
  images: Record<string, GeneratedImage>;
  designGuidelinesPdf: string;
}

declare const __MARKETING_ASSETS__: MarketingAssets | undefined;

const standIn: MarketingAssets = { images: {}, designGuidelinesPdf: '/design-guidelines.pdf' };

export const marketingAssets: MarketingAssets =
  typeof __MARKETING_ASSETS__ === 'undefined' ? standIn : __MARKETING_ASSETS__;

/** A generated image by artwork id; a sized empty stand-in when the build did not make it. */
export function generatedImage(id: string, fallback: { width: number; height: number }): GeneratedImage {
  return marketingAssets.images[id] ?? { ...fallback, src: '', sources: [] };
}
