import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ComposedHtml {
  html: string;
  /** The HTML as bytes, so a composed page is sent like a static file. */
  body: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

const MAX_ENTRIES = 256;

/**
 * Composed pages with their compressed bodies, keyed by route, origin and the versions of
 * the build files they came from: a rebuilt remote changes the key, so its pages are
 * composed afresh on the next request; unchanged pages cost a map lookup.
 */
export class ComposedPages {
  private readonly entries = new Map<string, ComposedHtml>();

  /** `key` is read before and after composing: a file that changed in between is not cached. */
  get(key: () => string, compose: () => string): ComposedHtml {
    const before = key();
    const cached = this.entries.get(before);
    if (cached) return cached;
    const html = compose();
    if (key() !== before) return compress(html);
    const entry = compress(html, constants.BROTLI_MAX_QUALITY);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(before, entry);
    return entry;
  }
}

/** For pages not worth caching (a 404 for any path): a quicker brotli level. */
export function compress(html: string, quality = 5): ComposedHtml {
  const body = Buffer.from(html);
  return {
    html,
    body,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(body, { level: 6 }),
  };
}
