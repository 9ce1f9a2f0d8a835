import { parseBuildJson, type StaticFile, staticFile } from '../staticFiles.ts';
import { type VersionRecord, versionPrefix } from './deployLayout.ts';
import type { DeployStore } from './deployStore.ts';
import type { RemoteBuild } from './remoteBuild.ts';

/** The build data composing a page needs, loaded before the version is used. */
export const BUILD_DATA_FILES = ['prerender.json', 'route-head.json', 'mf-manifest.json'] as const;

function decodePath(relative: string): string | undefined {
  try {
    return decodeURIComponent(relative).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
}

/**
 * One deployed version in a deploy target. A version never changes once it is "ready", so
 * each file is read from the store once and kept; only files the index lists are looked up.
 */
export class StoredVersion implements RemoteBuild {
  readonly version: string;
  private readonly store: DeployStore;
  private readonly prefix: string;
  private readonly files: Set<string>;
  private readonly loaded = new Map<string, Promise<StaticFile | undefined>>();
  private readonly data = new Map<string, { file: StaticFile | undefined; json: unknown }>();

  constructor(store: DeployStore, remote: string, record: VersionRecord) {
    this.version = record.id;
    this.store = store;
    this.prefix = versionPrefix(remote, record.id);
    this.files = new Set(record.files);
  }

  file(relative: string): Promise<StaticFile | undefined> {
    const path = decodePath(relative);
    if (path === undefined || !this.files.has(path)) return Promise.resolve(undefined);
    let pending = this.loaded.get(path);
    if (!pending) {
      pending = this.store
        .read(this.prefix + path)
        .then((read) =>
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

  etag(relative: string): string | undefined {
    return this.data.get(relative)?.file?.etag;
  }
}
