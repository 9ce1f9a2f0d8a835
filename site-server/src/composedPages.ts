import { weakTagOf } from './entityTags.ts';
import { type CompressedBodies, compressBodies } from './staticFiles.ts';

export interface ComposedHtml extends CompressedBodies {
  html: string;
  /** The HTML as bytes, so a composed page is sent like a static file. */
  body: Buffer;
  /** Its validator: a browser holding this page asks again with it and gets a 304. */
  etag: string;
}

const MAX_ENTRIES = 256;

/**
 * Composed pages with their compressed bodies, keyed by route, origin and the versions of
 * the build files they came from: a rebuilt remote changes the key, so its pages are
 * composed afresh on the next request; unchanged pages cost a map lookup. Compression runs
 * on the thread pool, never on the event loop, and requests for a page being compressed
 * share that work.
 */
export class ComposedPages {
  private readonly entries = new Map<string, Promise<ComposedHtml>>();

  /** `key` is read before and after composing: a file that changed in between is not cached. */
  get(key: () => string, compose: () => string): Promise<ComposedHtml> {
    const before = key();
    const cached = this.entries.get(before);
    if (cached) return cached;
    const html = compose();
    if (key() !== before) return compress(html);
    const entry = compress(html, 'best');
    // A failure is not kept: the next request composes again.
    entry.catch(() => this.entries.delete(before));
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(before, entry);
    return entry;
  }
}

/** A page with its compressed bodies; 'quick' for pages not worth caching (a 404 for any path). */
export async function compress(html: string, effort: 'best' | 'quick' = 'quick'): Promise<ComposedHtml> {
  const body = Buffer.from(html);
  return { html, body, etag: weakTagOf(body), ...(await compressBodies(body, effort)) };
}
