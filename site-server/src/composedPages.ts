import { FORM_KEY_SLOT } from '@pod/contracts/formAnswer';
import { mapPage, type PageMap } from '@pod/page-fill/map';
import { STAFF_SLOTS } from '@pod/page-fill/signedInStaff';
import { weakTagOf } from './entityTags.ts';
import { type KeyedPage, keyedPage } from './keyedPages.ts';
import { type CompressedBodies, compressBodies } from './staticFiles.ts';

export interface ComposedHtml extends CompressedBodies {
  html: string;
  /** The HTML as bytes, so a composed page is sent like a static file. */
  body: Buffer;
  /** Its validator: a browser holding this page asks again with it and gets a 304. */
  etag: string;
}

const MAX_ENTRIES = 256;
// Pages filled from live data (a gallery, Home's featured photos) per version of that data and
// theme: a few at a time.
const MAX_FILLED = 32;

/**
 * Composed pages with their compressed bodies, keyed by route, origin and the versions of
 * the build files they came from: a rebuilt remote changes the key, so its pages are
 * composed afresh on the next request; unchanged pages cost a map lookup. Compression runs
 * on the thread pool, never on the event loop, and requests for a page being compressed
 * share that work.
 */
export class ComposedPages {
  private readonly entries = new Map<string, Promise<ComposedHtml>>();
  private readonly pages = new Map<string, Promise<ComposedHtml>>();
  private readonly keyed = new Map<string, Promise<KeyedPage>>();

  /** `key` is read before and after composing: a file that changed in between is not cached. */
  get(key: () => string, compose: () => string): Promise<ComposedHtml> {
    const before = key();
    const cached = this.entries.get(before);
    if (cached) return cached;
    const html = compose();
    if (key() !== before) return compress(html);
    // A failure is not kept: the next request composes again.
    return keep(this.entries, before, compress(html, 'best'), MAX_ENTRIES);
  }

  /**
   * A page made from a composed one with what every visitor gets alike (filled lists, the
   * theme), written, tagged and compressed at brotli's best once per `variant` (the theme, the
   * versions of its lists' data): a spike on Home costs a map lookup per view, not a pass and a
   * hash each. A quick brotli made Home 1.4 kB larger, past what a new connection's first round
   * trip carries (docs/performance.md). Only for bytes the visitor cannot vary: a query's answer
   * at best quality would let anyone spend ~100 ms of a thread per new query.
   */
  filledPage(composed: ComposedHtml, variant: string, write: () => string): Promise<ComposedHtml> {
    return keptVariant(this.pages, composed, variant, () => compress(write(), 'best'));
  }

  /** As filledPage, for a page whose views differ only by their form's key (keyedPages.ts). */
  keyedPage(composed: ComposedHtml, variant: string, write: () => string): Promise<KeyedPage> {
    return keptVariant(this.keyed, composed, variant, () => keyedPage(write()));
  }
}

/** The variant of `composed` kept in `entries`, made once (a few at a time: MAX_FILLED). */
function keptVariant<T>(
  entries: Map<string, Promise<T>>,
  composed: ComposedHtml,
  variant: string,
  make: () => Promise<T>,
): Promise<T> {
  const key = `${composed.etag}|${variant}`;
  return entries.get(key) ?? keep(entries, key, make(), MAX_FILLED);
}

/** Keeps `entry` under `key`, the oldest dropped past `max`; a failed entry is dropped when it fails. */
function keep<T>(entries: Map<string, Promise<T>>, key: string, entry: Promise<T>, max: number): Promise<T> {
  entry.catch(() => entries.delete(key));
  if (entries.size >= max) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, entry);
  return entry;
}

/** A page with its compressed bodies; 'quick' for pages not worth caching (a 404 for any path). */
export async function compress(html: string, effort: 'best' | 'quick' = 'quick'): Promise<ComposedHtml> {
  const body = Buffer.from(html);
  return { html, body, etag: weakTagOf(body), ...(await compressBodies(body, effort)) };
}

/** The slots a composed page may hold for a request to fill: a form's key, a staff member. */
const REQUEST_SLOTS = [FORM_KEY_SLOT, ...STAFF_SLOTS];
const maps = new WeakMap<ComposedHtml, PageMap>();

/** The page's map (@pod/page-fill): parsed on its first request, kept while the page is. */
export function pageMapOf(page: ComposedHtml): PageMap {
  let map = maps.get(page);
  if (!map) {
    map = mapPage(page.html, REQUEST_SLOTS);
    maps.set(page, map);
  }
  return map;
}
