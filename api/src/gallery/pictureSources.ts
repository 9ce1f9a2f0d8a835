import {
  type PictureSources,
  type TemplateSrcSets,
  templateSrcSets,
} from '@pod/contracts/featuredImageShape';
import { imageFileUrl } from './productImages.ts';
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  type VariantFormat,
  variantHeight,
  variantName,
} from './variantSizes.ts';

export type { PictureSources };

// Used until the original's size is known (old images before the housekeeping pass).
const DEFAULT_BOX = { width: 1024, height: 768 };
const FALLBACK_WIDTH = 640;

export function variantUrl(id: string, width: number, format: VariantFormat): string {
  return `/api/product-images/${encodeURIComponent(id)}/variants/${variantName(width, format)}`;
}

/**
 * The sources of one image. With variants: one srcset per format and a 4:3 box the size of
 * the widest. Without (not made yet, or unusable): the original, in the original's size.
 */
export function pictureSources(image: {
  id: string;
  widths: readonly number[] | null;
  width: number | null;
  height: number | null;
}): PictureSources {
  const widths = [...(image.widths ?? [])].sort((a, b) => a - b);
  const widest = widths[widths.length - 1];
  if (widest === undefined)
    return {
      width: image.width ?? DEFAULT_BOX.width,
      height: image.height ?? DEFAULT_BOX.height,
      src: imageFileUrl(image.id),
      sources: [],
    };
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).pop() ?? widest;
  return {
    width: widest,
    height: variantHeight(widest),
    src: variantUrl(image.id, fallback, 'webp'),
    sources: VARIANT_FORMATS.map((format) => ({
      type: VARIANT_CONTENT_TYPES[format],
      srcSet: widths.map((width) => `${variantUrl(image.id, width, format)} ${width}w`).join(', '),
    })),
  };
}

/**
 * A picture with its srcsets as top-level fields as well: a filled list's template fills only
 * plain fields ({{srcSet}}), not the `sources` array. The marketing strip reads the same two
 * from `sources` when it renders in the browser.
 */
export function withTemplateSrcSets<T extends PictureSources>(picture: T): T & TemplateSrcSets {
  return { ...picture, ...templateSrcSets(picture) };
}
