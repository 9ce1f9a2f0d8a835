import { readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from './contentTypes.ts';

export interface StaticFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
}

interface Entry {
  key: string;
  file: StaticFile;
  /** The file parsed as JSON, once, if anyone asked (undefined: not valid JSON). */
  json?: { value: unknown };
}

/** A file ready to send: its type by name, brotli and gzip variants for text over 512 bytes. */
export function staticFile(name: string, body: Buffer, etag: string): StaticFile {
  const contentType = contentTypeFor(name);
  const file: StaticFile = { body, contentType, etag };
  if (isCompressible(contentType) && body.length > 512) {
    file.brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    file.gzip = gzipSync(body, { level: 9 });
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
 * Reads files from a dist folder with their compressed variants, cached in memory
 * by path + mtime + size so a redeployed remote is picked up on the next request.
 */
export class StaticFolder {
  readonly root: string;
  private cache = new Map<string, Entry>();

  constructor(root: string) {
    this.root = root;
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

  private entry(relativePath: string): Entry | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const full = normalize(join(this.root, decoded));
    if (full !== this.root && !full.startsWith(this.root + sep)) return undefined; // no ../ escapes
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(full);
    } catch {
      // Gone (a rebuilt remote's old hashed files): forget it, so memory does not grow per deploy.
      this.cache.delete(full);
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    const key = `${stats.mtimeMs}:${stats.size}`;
    const cached = this.cache.get(full);
    if (cached?.key === key) return cached;
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const entry: Entry = { key, file: staticFile(full, readFileSync(full), etag) };
    this.cache.set(full, entry);
    return entry;
  }
}
