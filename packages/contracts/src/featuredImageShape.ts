// One featured photo as GET /api/featured-images lists it: the API builds it, the marketing
// remote's production strip shows it. The server fills the strip's HTML from the same items (a
// filled list) and the strip renders them again in the browser, so both take the srcsets from here:
// two derivations that differed would not hydrate.

/** What a page needs for one <picture>. */
export interface PictureSources {
  width: number;
  height: number;
  /** The <img src>: a mid-size WebP, or the original when there are no variants. */
  src: string;
  sources: { type: string; srcSet: string }[];
}

export interface FeaturedImage extends PictureSources {
  id: string;
  /** Alt text set by staff; empty: the page's own generic text stands in. */
  alt: string;
}

/** What a page's template shows of one picture, as plain strings. */
export interface TemplateSrcSets {
  /** The <img srcset>: the WebP variants, or the original at its width while it has none. */
  srcSet: string;
  /** The AVIF <source srcset>; empty while there are no variants (the browser then skips it). */
  avifSrcSet: string;
}

export function templateSrcSets(picture: PictureSources): TemplateSrcSets {
  const of = (type: string) => picture.sources.find((source) => source.type === type)?.srcSet;
  return {
    srcSet: of('image/webp') ?? `${picture.src} ${picture.width}w`,
    avifSrcSet: of('image/avif') ?? '',
  };
}
