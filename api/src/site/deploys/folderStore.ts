import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { DeployStore, StoredRead } from './deployStore.ts';

/** A deploy target on disk (what `npm start` serves: the repo root by default). */
export class FolderStore implements DeployStore {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = normalize(root);
    this.description = this.root;
  }

  private path(key: string): string {
    const full = normalize(join(this.root, key));
    if (!full.startsWith(this.root + sep)) throw new Error(`key outside the deploy folder: ${key}`);
    return full;
  }

  async read(key: string, knownTag?: string): Promise<StoredRead | undefined> {
    const file = this.path(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return undefined;
      // The inode changes with every rename, so two writes in one millisecond still differ.
      const tag = `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
      if (tag === knownTag) return { tag };
      return { tag, body: await readFile(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Written under a temporary name, then renamed over the old file: atomic on one file system. */
  async write(key: string, body: Buffer | string): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
