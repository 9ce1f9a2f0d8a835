import type { ProductImage } from '@pod/contracts/productImageShape';
import { useQuery } from '@tanstack/react-query';

export type { ProductImage } from '@pod/contracts/productImageShape';

export const IMAGES_KEY = ['/api/product-images'] as const;

/** Spec §7: GET /api/product-images through the default (throwing) query function. */
export function useProductImages() {
  return useQuery<ProductImage[]>({ queryKey: IMAGES_KEY });
}
