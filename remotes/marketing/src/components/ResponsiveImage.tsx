import type { GeneratedImage } from '../assets/generatedAssets.ts';

interface Props {
  image: GeneratedImage;
  alt: string;
  sizes: string;
  /** The LCP image loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** 'sync': painted in the same frame as the page around it, never an empty box while it decodes. */
  decoding?: 'sync' | 'async';
  className?: string;
}

/** AVIF and WebP sources with explicit width/height, so the browser reserves the space (no layout shift). */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  decoding = 'async',
  className,
}: Props) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src || undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={decoding}
      />
    </picture>
  );
}
