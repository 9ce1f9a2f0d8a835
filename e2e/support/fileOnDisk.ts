import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes `bytes` as `name` in a fresh temporary folder: engines choose files from disk. */
export function fileOnDisk(name: string, bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pod-engine-file-')), name);
  writeFileSync(path, bytes);
  return path;
}
