import type { ImageSet } from './generatedAssets.ts';

declare const __MARKETING_HERO_IMAGES__: ImageSet | undefined;

export const heroImages: ImageSet =
  typeof __MARKETING_HERO_IMAGES__ === 'undefined' ? {} : __MARKETING_HERO_IMAGES__;
