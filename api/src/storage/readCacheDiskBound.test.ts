// Readers that hold images open (a slow reader holds its body for as long as it likes) cannot
// make the read cache hold more disk than its bound: a copy being read is shared, never evicted
// and copied again for the next reader. Bytes are measured as the disk sees them: files in the
// folder plus files this process still holds open after they were removed (/proc/self/fd).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, storageOver, type TestS3 } from '../../test/support/embeddedStorage.ts';
import type { ObjectStorage } from './objectStorage.ts';

const IMAGE_BYTES = 1024 * 1024;
const IMAGES = 6;
const BOUND = 3 * IMAGE_BYTES;

let s3: TestS3;
let storage: ObjectStorage;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pod-disk-bound-reads-'));
  s3 = await startTestS3('disk-bound');
  storage = storageOver(s3, { readCacheBytes: BOUND, readCacheDirectory: folder });
  for (let i = 0; i < IMAGES; i++)
    await storage.put(`images/${i}.png`, randomBytes(IMAGE_BYTES), 'image/png');
});

afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

/** Bytes of the folder's files, counting each file once, whether still named there or only open. */
function bytesOnDisk(): number {
  const sizes = new Map<number, number>();
  for (const name of readdirSync(folder)) {
    const info = statSync(join(folder, name), { throwIfNoEntry: false });
    if (info) sizes.set(info.ino, info.size);
  }
  for (const fd of readdirSync('/proc/self/fd')) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })();
    if (!target.startsWith(`${folder}/`)) continue;
    const info = statSync(`/proc/self/fd/${fd}`, { throwIfNoEntry: false });
    if (info) sizes.set(info.ino, info.size);
  }
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

describe.runIf(existsSync('/proc/self/fd'))('readers that hold images open', () => {
  it('cycling over more images than the cache holds, keep its disk within the bound', async () => {
    const held: Readable[] = [];
    const outcomes: string[] = [];
    let most = 0;
    // Three rounds over six images, each read left open (paused), as 256 B/s readers do.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < IMAGES; i++) {
        try {
          const object = await storage.get(`images/${i}.png`);
          object?.body.pause();
          if (object) held.push(object.body);
          outcomes.push('served');
        } catch {
          outcomes.push('refused');
        }
        most = Math.max(most, bytesOnDisk());
      }
    }
    console.log(`held readers: ${held.length}; most bytes on disk: ${most}; bound ${BOUND}`);
    expect(most).toBeLessThanOrEqual(BOUND);
    // Images already copied are shared by later readers, not refused.
    expect(outcomes.filter((o) => o === 'served').length).toBeGreaterThanOrEqual(9);

    // Once the readers let go, every image can be read again.
    await Promise.all(held.map((body) => new Promise((resolve) => body.once('close', resolve).destroy())));
    for (let i = 0; i < IMAGES; i++) {
      const object = await storage.get(`images/${i}.png`);
      expect(object?.size).toBe(IMAGE_BYTES);
      object?.body.destroy();
      await new Promise((resolve) => object?.body.once('close', resolve));
    }
    expect(bytesOnDisk()).toBeLessThanOrEqual(BOUND);
  });
});
