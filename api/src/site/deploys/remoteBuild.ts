import type { StaticFile, StaticFolder } from '../staticFiles.ts';

/** The files of one build of a remote, as the server reads them. */
export interface RemoteBuild {
  /** The deployed version id, or "dist" for the remote's own build folder. */
  readonly version: string;
  /** Any file of the build, by its path below /remotes/<name>/. */
  file(relative: string): Promise<StaticFile | undefined>;
  /** Build data read while composing pages (prerender.json, route-head.json, mf-manifest.json). */
  json(relative: string): unknown;
  etag(relative: string): string | undefined;
}

/** The remote's dist/ folder: what `npm start` builds and serves when nothing is deployed. */
export class DistBuild implements RemoteBuild {
  readonly version = 'dist';
  private readonly folder: StaticFolder;

  constructor(folder: StaticFolder) {
    this.folder = folder;
  }

  async file(relative: string): Promise<StaticFile | undefined> {
    return this.folder.get(relative);
  }

  json(relative: string): unknown {
    return this.folder.json(relative);
  }

  etag(relative: string): string | undefined {
    return this.folder.get(relative)?.etag;
  }
}
