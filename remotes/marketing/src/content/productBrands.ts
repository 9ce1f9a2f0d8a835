// The blank brands shown per product category. The spec names none, so they come from the
// site's facts (PUBLIC_PRODUCT_BRANDS, JSON), and stand in with examples until the business
// confirms its own: `npm run launch-check` lists them until then.
import { productBrandsFact } from '@pod/contracts/productBrandFacts';
import type { ProductCategoryId } from './products.ts';

export type ProductBrands = Partial<Record<ProductCategoryId, readonly string[]>>;

/** A JSON object of string lists; anything else falls back to the placeholder's. */
export function parseProductBrands(json: string | undefined): ProductBrands {
  const fallback = JSON.parse(productBrandsFact.value) as ProductBrands;
  if (!json) return fallback;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fallback;
    return Object.fromEntries(
      Object.entries(parsed).map(([key, list]) => [
        key,
        Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
      ]),
    );
  } catch {
    return fallback;
  }
}

// A literal process.env read: the build replaces it with its value.
export const productBrands: ProductBrands = parseProductBrands(process.env.PUBLIC_PRODUCT_BRANDS);
