import { type VersionRecord, versionPrefix } from '@pod/deploy-format/layout';
import type { DeployStore } from '@pod/deploy-format/store';
import { parseBuildJson, type StaticFile, staticFile } from '../staticFiles.ts';
import { decodeUrlPath } from '../urlPath.ts';
import type { AppBuild } from './appBuild.ts';

/** The build data composing a page needs (the shell's index.html among it), loaded before use. */
export const BUILD_DATA_FILES = ['prerender.json', 'mf-manifest.json', 'index.html'] as const;

/** A file read that gives up after a while: a frozen target must not hold a request. */
function withTimeout<T>(read: Promise<T>, what: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One deployed version in a deploy target. A version never changes once it is "ready", so
 * each file is read from the store once and kept; only files the index lists are looked up.
 */
export class StoredVersion implements AppBuild {
  readonly version: string;
  readonly deployed = true;
  private readonly store: DeployStore;
  private readonly prefix: string;
  private readonly files: Set<string>;
  private readonly loaded = new Map<string, Promise<StaticFile | undefined>>();
  private readonly data = new Map<string, { file: StaticFile | undefined; json: unknown }>();
  private readonly fileTimeoutMs: number;

  /** `targetTimeoutMs`: SITE_TARGET_TIMEOUT_MS; a whole file may take five times that. */
  constructor(store: DeployStore, app: string, record: VersionRecord, targetTimeoutMs: number) {
    this.version = record.id;
    this.fileTimeoutMs = targetTimeoutMs * 5;
    this.store = store;
    this.prefix = versionPrefix(app, record.id);
    this.files = new Set(record.files);
  }

  has(relative: string): boolean {
    return this.files.has(relative);
  }

  currentUntil(): number {
    return Number.POSITIVE_INFINITY;
  }

  file(relative: string): Promise<StaticFile | undefined> {
    const path = decodeUrlPath(relative)?.replace(/^\/+/, '');
    if (path === undefined || !this.files.has(path)) return Promise.resolve(undefined);
    let pending = this.loaded.get(path);
    if (!pending) {
      pending = withTimeout(this.store.read(this.prefix + path), this.prefix + path, this.fileTimeoutMs).then(
        (read) =>
          read?.body
            ? staticFile(path, read.body, `"${this.version}:${read.tag.replace(/"/g, '')}"`)
            : undefined,
      );
      // A failed read (a network error) is retried next time rather than remembered.
      pending.catch(() => this.loaded.delete(path));
      this.loaded.set(path, pending);
    }
    return pending;
  }

  /** Loads the build data files; after this, json() and etag() answer synchronously. */
  async load(): Promise<void> {
    for (const name of BUILD_DATA_FILES) {
      if (this.data.has(name)) continue;
      const file = await this.file(name);
      this.data.set(name, { file, json: file ? parseBuildJson(file.body) : undefined });
    }
  }

  json(relative: string): unknown {
    return this.data.get(relative)?.json;
  }

  dataFile(relative: string): StaticFile | undefined {
    return this.data.get(relative)?.file;
  }

  etag(relative: string): string | undefined {
    return this.data.get(relative)?.file?.etag;
  }
}
