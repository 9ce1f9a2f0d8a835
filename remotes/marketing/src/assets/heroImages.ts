import type { ImageSet } from './generatedAssets.ts';

declare const __MARKETING_HERO_IMAGES__: ImageSet | undefined;

export const heroImages: ImageSet =
  typeof __MARKETING_HERO_IMAGES__ === 'undefined' ? {} : __MARKETING_HERO_IMAGES__;

declare const __MARKETING_HERO_ARE_PHOTOS__: boolean | undefined;

/** True once every hero slide is a real photo (artwork/photos/<id>.jpg), not an illustration. */
export const heroSlidesArePhotos: boolean =
  typeof __MARKETING_HERO_ARE_PHOTOS__ === 'undefined' ? false : __MARKETING_HERO_ARE_PHOTOS__;
