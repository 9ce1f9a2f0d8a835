import { constants } from 'node:fs';
import { lstat, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { DeployStore, StoredRead } from './deployStore.ts';

/** A key whose path crosses a symbolic link: a deploy target is real files only. */
export class LinkInDeployTarget extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`a deploy target never follows links, and ${key} passes through one`);
    this.key = key;
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * A deploy target on disk (what `npm start` serves: the repo root by default).
 *
 * The deploy tool writes real files only, so a symbolic link below the root can only be
 * tampering: reading, serving, writing and pruning all refuse to pass through one, or the
 * target could hand out `/etc/passwd` or delete a file outside itself. The root itself may be
 * a link (the operator chose it).
 */
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

  /**
   * The key's path, once every folder between the root and the file is known not to be a
   * link (a folder that does not exist yet is fine: nothing below it exists either).
   */
  private async linkFreePath(key: string): Promise<string> {
    const full = this.path(key);
    const folders = relative(this.root, full).split(sep).slice(0, -1);
    let current = this.root;
    for (const folder of folders) {
      current = join(current, folder);
      try {
        if ((await lstat(current)).isSymbolicLink()) throw new LinkInDeployTarget(key);
      } catch (error) {
        if (code(error) === 'ENOENT') break;
        throw error;
      }
    }
    return full;
  }

  async read(key: string, knownTag?: string): Promise<StoredRead | undefined> {
    let file: string;
    try {
      file = await this.linkFreePath(key);
    } catch (error) {
      if (error instanceof LinkInDeployTarget) return undefined;
      throw error;
    }
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      // O_NOFOLLOW: the file itself must not be a link either (ELOOP when it is).
      handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (code(error) === 'ENOENT' || code(error) === 'ELOOP' || code(error) === 'EISDIR') return undefined;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) return undefined;
      // The inode changes with every rename, so two writes in one millisecond still differ.
      const tag = `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
      if (tag === knownTag) return { tag };
      return { tag, body: await handle.readFile() };
    } finally {
      await handle.close();
    }
  }

  /** Written under a temporary name, then renamed over the old file: atomic on one file system. */
  async write(key: string, body: Buffer | string): Promise<void> {
    const file = await this.linkFreePath(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, body, { flag: 'wx' });
    // rename replaces a link at `file` itself, never what it points to.
    await rename(temporary, file);
  }

  /** A link in the key's folders is refused; a link as the file itself is removed, not followed. */
  async remove(key: string): Promise<void> {
    await rm(await this.linkFreePath(key), { force: true });
  }
}
