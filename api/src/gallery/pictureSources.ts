import { imageFileUrl } from './productImages.ts';
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  type VariantFormat,
  variantHeight,
  variantName,
} from './variantSizes.ts';

/** What a page needs for one <picture>: the same shape as the marketing remote's images. */
export interface PictureSources {
  width: number;
  height: number;
  /** The <img src>: a mid-size WebP, or the original when there are no variants. */
  src: string;
  sources: { type: string; srcSet: string }[];
}

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

/** What a page's template shows of one picture, as plain strings (see withTemplateSrcSets). */
export interface TemplateSrcSets {
  /** The <img srcset>: the WebP variants, or the original at its width while it has none. */
  srcSet: string;
  /** The AVIF <source srcset>; empty while there are no variants (the browser then skips it). */
  avifSrcSet: string;
}

/**
 * A picture with its srcsets as top-level fields as well: a live list's template fills only
 * plain fields ({{srcSet}}), not the `sources` array. The marketing strip reads the same two
 * from `sources` when it renders in the browser.
 */
export function withTemplateSrcSets<T extends PictureSources>(picture: T): T & TemplateSrcSets {
  const of = (type: string) => picture.sources.find((source) => source.type === type)?.srcSet;
  return {
    ...picture,
    srcSet: of(VARIANT_CONTENT_TYPES.webp) ?? `${picture.src} ${picture.width}w`,
    avifSrcSet: of(VARIANT_CONTENT_TYPES.avif) ?? '',
  };
}
