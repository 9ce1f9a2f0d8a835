import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { access, constants, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Copy, HeldCopies } from './heldCopies.ts';
import type { ObjectStorage, StoredObject } from './objectStorage.ts';
import { StorageUnavailableError } from './storageErrors.ts';

export interface LocalReadCacheOptions {
  /**
   * Bytes of copies on local disk, those being read included (evicted ones still open too).
   * A read that finds no room among copies nobody is reading is a 503.
   */
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

/**
 * Objects that visitors read (product images and their variants) are served from a local copy,
 * never straight from a storage socket. Streamed at the reader's pace, a body would hold one of
 * the S3 client's pooled sockets for as long as the reader likes: a few dozen slow readers took
 * every socket, and every other image and the health check with them. Here a body is copied
 * from storage at storage's pace under a deadline, then the reader gets a file stream: a slow
 * reader holds a file handle, not a socket. Keys are never reused (originals have unique keys,
 * variants are named after them), so a copy never goes stale; concurrent first reads of one key
 * share a single transfer, and readers of a copy share it (see heldCopies.ts for the bound).
 */
export function withLocalReadCache(storage: ObjectStorage, options: LocalReadCacheOptions): ObjectStorage {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'pod-object-reads-'));
  // Nothing in it belongs to a live cache: keys map to files only in this process's memory.
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  // A reader that already opened a discarded file keeps reading: it goes when its handle closes.
  const copies = new HeldCopies(options.maxBytes, (file) => void unlink(file).catch(() => undefined));
  const transfers = new Map<string, Promise<Copy | null>>();
  let nextFile = 0;

  const transfer = async (key: string): Promise<Copy | null> => {
    const object = await storage.get(key);
    if (!object) return null;
    const reserved = object.size;
    if (!copies.reserve(reserved)) {
      object.body.destroy();
      throw new StorageUnavailableError(
        'GET',
        new Error('the image read cache is full of copies being read'),
      );
    }
    const file = join(directory, `${process.pid}-${nextFile++}`);
    let size: number;
    try {
      // A /tmp cleaner or a hand may have removed the folder: made again, not a 503 until restart.
      await mkdir(directory, { recursive: true });
      await pipeline(object.body, createWriteStream(`${file}.part`), {
        signal: AbortSignal.timeout(options.transferTimeoutMs),
      });
      await rename(`${file}.part`, file);
      ({ size } = await stat(file));
    } catch (error) {
      copies.unreserve(reserved);
      object.body.destroy();
      await unlink(`${file}.part`).catch(() => undefined);
      throw new StorageUnavailableError('GET', error);
    }
    const copy: Copy = {
      key,
      file,
      size,
      contentType: object.contentType,
      etag: object.etag,
      readers: 0,
      listed: true,
    };
    copies.list(copy, reserved);
    return copy;
  };

  const local = async (key: string): Promise<Copy | null> => {
    const hit = copies.find(key);
    if (hit) return hit;
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
      // Twice at most: a copy evicted or removed between lookup and open is fetched again.
      let failure: unknown = new Error('the copy went before it could be opened');
      for (let attempt = 0; attempt < 2; attempt++) {
        const copy = await local(key);
        if (!copy) return null;
        if (!copies.open(copy)) continue;
        try {
          const body = (await open(copy.file, 'r')).createReadStream();
          body.once('close', () => copies.close(copy));
          return { body, size: copy.size, contentType: copy.contentType, etag: copy.etag };
        } catch (error) {
          copies.drop(copy);
          copies.close(copy);
          failure = error;
        }
      }
      throw new StorageUnavailableError('GET', failure);
    },
    async delete(key) {
      copies.forget(key);
      await storage.delete(key);
    },
    async close() {
      await storage.close();
      copies.clear();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
