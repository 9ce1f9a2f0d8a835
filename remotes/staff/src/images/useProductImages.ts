import { useQuery } from '@tanstack/react-query';

export interface ProductImage {
  id: string;
  filename: string;
  createdAt: string;
  url: string;
  /** Alt text set by staff; empty: the filename stands in. */
  alt: string;
  /** Place in the featured strip on Home and Products (0 first), or null when not featured. */
  featured: number | null;
}

export const IMAGES_KEY = ['/api/product-images'] as const;

/** Spec §7: GET /api/product-images through the default (throwing) query function. */
export function useProductImages() {
  return useQuery<ProductImage[]>({ queryKey: IMAGES_KEY });
}
