import { readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeFor, isCompressible } from './contentTypes.ts';
import { decodeUrlPath } from './urlPath.ts';

export interface CompressedBodies {
  brotli: Buffer;
  gzip: Buffer;
}

export interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  /**
   * Its brotli and gzip bodies (text over 512 bytes; undefined for other files), made on first
   * use and kept. zlib's asynchronous calls run on the thread pool, never on the event loop.
   */
  compressed?: () => Promise<CompressedBodies>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli's best quality costs about a second a megabyte (a 12 MB script took 27 s): files up
// to this size get it, larger ones a quality that takes milliseconds a megabyte, so no file
// can hold a thread-pool thread for long. Hashed assets are far smaller than this.
const BEST_QUALITY_BYTES = 256 * 1024;

/**
 * Brotli and gzip bodies, made on the thread pool. 'best' (files and pages kept for many
 * requests): brotli's best quality up to BEST_QUALITY_BYTES, a quick one past it; 'quick':
 * a quick one always (pages not worth keeping).
 */
export function compressBodies(body: Buffer, effort: 'best' | 'quick' = 'best'): Promise<CompressedBodies> {
  const best = effort === 'best' && body.length <= BEST_QUALITY_BYTES;
  return Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
    gzipAsync(body, { level: best ? 9 : 6 }),
  ]).then(([brotli, gzipped]) => ({ brotli, gzip: gzipped }));
}

/**
 * One quick compressed body, in the one encoding the client is sent: for a page made for one
 * request (a form's key, an answer), where making the other encoding too is work nobody reads.
 */
export async function compressQuick(
  body: Buffer,
  encoding: 'br' | 'gzip',
): Promise<Partial<CompressedBodies>> {
  if (encoding === 'br')
    return { brotli: await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  return { gzip: await gzipAsync(body, { level: 6 }) };
}

/** URL paths kept with where they lead: the build's files, and the last few others asked for. */
const MAX_RESOLVED_PATHS = 2048;

interface Entry {
  key: string;
  /** When the file was last found with this key (size and mtime). */
  checkedAt: number;
  file: StaticFile;
  /** The file parsed as JSON, once, if anyone asked (undefined: not valid JSON). */
  json?: { value: unknown };
}

/** A file ready to send: its type by name, brotli and gzip variants for text over 512 bytes. */
export function staticFile(name: string, body: Buffer, etag: string): StaticFile {
  const contentType = contentTypeFor(name);
  const file: StaticFile = { body, contentType, etag };
  if (isCompressible(contentType) && body.length > 512) {
    let pending: Promise<CompressedBodies> | undefined;
    file.compressed = () => {
      if (!pending) {
        pending = compressBodies(body);
        // A failure (out of memory) is tried again next time, not remembered.
        pending.catch(() => {
          pending = undefined;
        });
      }
      return pending;
    };
  }
  return file;
}

/** A build-output JSON file's text, parsed; undefined when it is not valid JSON. */
export function parseBuildJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads files from a dist folder with their compressed variants, cached in memory by path +
 * mtime + size; a file read (or found missing) within `recheckMs` is answered without looking
 * at the disk, so a rebuilt remote is picked up within that time.
 */
export class StaticFolder {
  readonly root: string;
  private readonly recheckMs: number;
  private cache = new Map<string, Entry>();
  private readonly resolved = new Map<string, string | undefined>();
  /** Paths found missing, and when: asked again within recheckMs, they cost no look at the disk. */
  private readonly missing = new Map<string, number>();

  constructor(root: string, recheckMs: number) {
    this.root = root;
    this.recheckMs = recheckMs;
  }

  /** `relativePath` is the URL path below the mount point, e.g. "static/js/a.js". */
  get(relativePath: string): StaticFile | undefined {
    return this.entry(relativePath)?.file;
  }

  /**
   * A build-output JSON file (manifest, route data), parsed once per version of the
   * file. Missing or invalid: undefined — one broken file must not take the site down.
   */
  json(relativePath: string): unknown {
    const entry = this.entry(relativePath);
    if (!entry) return undefined;
    entry.json ??= { value: parseBuildJson(entry.file.body) };
    return entry.json.value;
  }

  /**
   * Until when what was last found at `relativePath` is taken as current (a call after it looks
   * at the disk again); past for a path not looked at yet.
   */
  currentUntil(relativePath: string): number {
    const full = this.resolve(relativePath);
    if (full === undefined) return Number.NEGATIVE_INFINITY;
    const checkedAt = this.cache.get(full)?.checkedAt ?? this.missing.get(full);
    return checkedAt === undefined ? Number.NEGATIVE_INFINITY : checkedAt + this.recheckMs;
  }

  /** Where a URL path leads in the folder (undefined: malformed, or outside it). */
  private resolve(relativePath: string): string | undefined {
    if (this.resolved.has(relativePath)) return this.resolved.get(relativePath);
    const decoded = decodeUrlPath(relativePath);
    const full = decoded === undefined ? undefined : normalize(join(this.root, decoded));
    // No ../ escapes.
    const inside =
      full !== undefined && (full === this.root || full.startsWith(this.root + sep)) ? full : undefined;
    // The build's own files are asked for on every page view; any path may be asked once.
    if (this.resolved.size >= MAX_RESOLVED_PATHS) this.resolved.clear();
    this.resolved.set(relativePath, inside);
    return inside;
  }

  private entry(relativePath: string): Entry | undefined {
    const full = this.resolve(relativePath);
    if (full === undefined) return undefined;
    const known = this.cache.get(full);
    const now = Date.now();
    if (known && now < known.checkedAt + this.recheckMs) return known;
    const missingAt = this.missing.get(full);
    if (!known && missingAt !== undefined && now < missingAt + this.recheckMs) return undefined;
    let stats: ReturnType<typeof statSync> | undefined;
    try {
      stats = statSync(full, { throwIfNoEntry: false });
    } catch {
      stats = undefined; // not a folder on the way (ENOTDIR), unreadable: missing all the same
    }
    if (!stats?.isFile()) {
      // Gone (a rebuilt remote's old hashed files): forget it, so memory does not grow per deploy.
      this.cache.delete(full);
      if (this.missing.size >= MAX_RESOLVED_PATHS) this.missing.clear();
      this.missing.set(full, now);
      return undefined;
    }
    this.missing.delete(full);
    const key = `${stats.mtimeMs}:${stats.size}`;
    if (known?.key === key) {
      known.checkedAt = now;
      return known;
    }
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const entry: Entry = { key, checkedAt: now, file: staticFile(full, readFileSync(full), etag) };
    this.cache.set(full, entry);
    return entry;
  }
}
