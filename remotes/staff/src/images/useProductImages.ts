import type { ProductImage } from '@pod/contracts/productImageShape';
import { fieldToken, useFilledList } from '@pod/shared-ui/filledLists';

export type { ProductImage } from '@pod/contracts/productImageShape';

export const IMAGES_KEY = ['/api/product-images'] as const;

/** The server's name for the public gallery list it fills /upload's HTML with. */
export const IMAGES_SOURCE = 'product-images';

/** The gallery card's template: every field it shows stands for itself (see FilledList). */
export const IMAGE_TEMPLATE: ProductImage = {
  id: fieldToken('id'),
  filename: fieldToken('filename'),
  url: fieldToken('url'),
  alt: fieldToken('alt'),
  createdAt: fieldToken('createdAt'),
  featured: null,
};

/** Spec §7: GET /api/product-images, starting from the images the server put in the page. */
export function useProductImages() {
  return useFilledList<ProductImage>(IMAGES_SOURCE, IMAGES_KEY);
}
