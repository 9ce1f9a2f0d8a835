// Where visitors' image copies live: a fixed folder under DATA_DIR, so what a crash leaves
// there goes at the next start instead of piling up under /tmp with each restart.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/testConfig.ts';
import type { ObjectStorage } from './objectStorage.ts';
import { startStorage } from './startStorage.ts';

let storage: ObjectStorage | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await storage?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  storage = undefined;
});

describe('the folder of visitors’ image copies', () => {
  it('is DATA_DIR/object-reads, and what a killed server left in it is gone at the next start', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pod-read-cache-folder-'));
    const folder = join(dataDir, 'object-reads');
    // What SIGKILL leaves: finished copies and one cut off mid-transfer.
    mkdirSync(folder);
    writeFileSync(join(folder, '4242-0'), Buffer.alloc(64 * 1024));
    writeFileSync(join(folder, '4242-1.part'), Buffer.alloc(1024));

    storage = await startStorage(testConfig({ DATA_DIR: dataDir }));
    expect(readdirSync(folder)).toEqual([]);

    await storage.put('images/a.png', new Uint8Array(4096), 'image/png');
    const object = await storage.get('images/a.png');
    object?.body.destroy();
    expect(readdirSync(folder)).toHaveLength(1);
  });
});
