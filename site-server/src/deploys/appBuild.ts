import type { StaticFile, StaticFolder } from '../staticFiles.ts';

/** The files of one build of an app (the shell or a remote), as the server reads them. */
export interface AppBuild {
  /** The deployed version id, or "dist" for the app's own build folder. */
  readonly version: string;
  /**
   * A version the deploy tool wrote into a target (not a dist/ folder): it always carries its
   * build data, so a missing file there is a broken version, not an older build.
   */
  readonly deployed: boolean;
  /** Any file of the build, by its path below the app's mount point. */
  file(relative: string): Promise<StaticFile | undefined>;
  /** Whether the build has this file (without reading it). */
  has(relative: string): boolean;
  /** Build data read while composing pages (prerender.json, mf-manifest.json), parsed. */
  json(relative: string): unknown;
  /** Build data as a file (the shell's index.html). */
  dataFile(relative: string): StaticFile | undefined;
  etag(relative: string): string | undefined;
  /**
   * Until when what the build said of its build data (has, json, dataFile, etag) stays true
   * without looking again, asked right after a look at it: a dist folder's, until the first of
   * those files is looked at again; a deployed version's, always (it never changes).
   */
  currentUntil(): number;
}

/** The app's dist/ folder: what `npm start` builds and serves when nothing is deployed. */
export class DistBuild implements AppBuild {
  readonly version = 'dist';
  readonly deployed = false;
  private readonly folder: StaticFolder;
  /** The files asked about as build data (not the assets it serves): what currentUntil watches. */
  private readonly consulted = new Set<string>();

  constructor(folder: StaticFolder) {
    this.folder = folder;
  }

  async file(relative: string): Promise<StaticFile | undefined> {
    return this.folder.get(relative);
  }

  has(relative: string): boolean {
    return this.dataFile(relative) !== undefined;
  }

  json(relative: string): unknown {
    this.consulted.add(relative);
    return this.folder.json(relative);
  }

  dataFile(relative: string): StaticFile | undefined {
    this.consulted.add(relative);
    return this.folder.get(relative);
  }

  etag(relative: string): string | undefined {
    return this.dataFile(relative)?.etag;
  }

  currentUntil(): number {
    const now = Date.now();
    let until = Number.POSITIVE_INFINITY;
    for (const relative of this.consulted) {
      const due = this.folder.currentUntil(relative);
      // Not looked at since it fell due: nothing asks about it any more (a rebuilt remote's old
      // hashed entry file), so it no longer says anything about the build.
      if (due <= now) this.consulted.delete(relative);
      else until = Math.min(until, due);
    }
    return until;
  }
}
