import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { access, constants, mkdir, open, rename, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage, StoredObject } from './objectStorage.ts';
import { StorageUnavailableError } from './storageErrors.ts';

export interface LocalReadCacheOptions {
  /** Bytes of objects kept on local disk; the least recently read go first. */
  maxBytes: number;
  /** One object's whole transfer from storage must finish within this, or the read is a 503. */
  transferTimeoutMs: number;
  /**
   * A folder of this cache's own (DATA_DIR/object-reads): emptied at start, so the copies a
   * crash left behind go at the next start, and removed on close. When not given (tests), a
   * fresh temporary folder, removed on close.
   */
  directory?: string;
}

interface CachedFile {
  file: string;
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
}

/**
 * Objects that visitors read (product images and their variants) are served from a local copy,
 * never straight from a storage socket. Streamed at the reader's pace, a body would hold one of
 * the S3 client's pooled sockets for as long as the reader likes: a few dozen slow readers took
 * every socket, and every other image and the health check with them. Here a body is copied
 * from storage at storage's pace under a deadline, then the reader gets a file stream: a slow
 * reader holds a file handle, not a socket. Keys are never reused (originals have unique keys,
 * variants are named after them), so a copy never goes stale; concurrent first reads of one key
 * share a single transfer.
 */
export function withLocalReadCache(storage: ObjectStorage, options: LocalReadCacheOptions): ObjectStorage {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'pod-object-reads-'));
  // Nothing in it belongs to a live cache: keys map to files only in this process's memory.
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const cached = new Map<string, CachedFile>(); // in order of last read: the first goes first
  const transfers = new Map<string, Promise<CachedFile | null>>();
  let cachedBytes = 0;
  let nextFile = 0;

  const forget = (key: string): void => {
    const entry = cached.get(key);
    if (!entry) return;
    cached.delete(key);
    cachedBytes -= entry.size;
    // A reader that already opened it keeps reading: the file goes when its handle closes.
    void unlink(entry.file).catch(() => undefined);
  };

  const keep = (key: string, entry: CachedFile): void => {
    cached.set(key, entry);
    cachedBytes += entry.size;
    for (const oldest of cached.keys()) {
      if (cachedBytes <= options.maxBytes || oldest === key) break;
      forget(oldest);
    }
  };

  const transfer = async (key: string): Promise<CachedFile | null> => {
    const object = await storage.get(key);
    if (!object) return null;
    const file = join(directory, `${process.pid}-${nextFile++}`);
    try {
      // A /tmp cleaner or a hand may have removed the folder: made again, not a 503 until restart.
      await mkdir(directory, { recursive: true });
      await pipeline(object.body, createWriteStream(`${file}.part`), {
        signal: AbortSignal.timeout(options.transferTimeoutMs),
      });
      await rename(`${file}.part`, file);
    } catch (error) {
      object.body.destroy();
      await unlink(`${file}.part`).catch(() => undefined);
      throw new StorageUnavailableError('GET', error);
    }
    const entry = { file, size: object.size, contentType: object.contentType, etag: object.etag };
    keep(key, entry);
    return entry;
  };

  const local = async (key: string): Promise<CachedFile | null> => {
    const hit = cached.get(key);
    if (hit) {
      cached.delete(key);
      cached.set(key, hit);
      return hit;
    }
    let running = transfers.get(key);
    if (!running) {
      running = transfer(key).finally(() => transfers.delete(key));
      transfers.set(key, running);
    }
    return running;
  };

  return {
    ...storage,
    /** Storage answers, and copies can be written: without the folder no image can be served. */
    async ping() {
      await storage.ping();
      await mkdir(directory, { recursive: true });
      await access(directory, constants.W_OK);
    },
    async get(key): Promise<StoredObject | null> {
      // Twice at most: a copy evicted between lookup and open is fetched again.
      for (let attempt = 0; ; attempt++) {
        const entry = await local(key);
        if (!entry) return null;
        try {
          const handle = await open(entry.file, 'r');
          const { size } = await handle.stat();
          return {
            body: handle.createReadStream(),
            size,
            contentType: entry.contentType,
            etag: entry.etag,
          };
        } catch (error) {
          forget(key);
          if (attempt > 0) throw new StorageUnavailableError('GET', error);
        }
      }
    },
    async delete(key) {
      forget(key);
      await storage.delete(key);
    },
    async close() {
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
