import type { ImageSet } from './generatedAssets.ts';

declare const __MARKETING_PRODUCT_IMAGES__: ImageSet | undefined;

export const productImages: ImageSet =
  typeof __MARKETING_PRODUCT_IMAGES__ === 'undefined' ? {} : __MARKETING_PRODUCT_IMAGES__;
