// Where a deployed app's files live in a deploy target (a folder or a bucket prefix), and the
// small records that steer it. The deploy tool writes them; the server reads them. The shell
// deploys exactly like a remote, under shell/ instead of remotes/<name>/:
//
//   <app>/versions/<id>/…   one build, copied in whole (never changed afterwards)
//   <app>/versions.json     the index: every version with its state and files
//   <app>/live.json         the pointer: which version is live (switched last, atomically)
//   remotes.json            the remotes deployed to this target (a bucket cannot be listed)
//
// Everything read back from a target is treated as untrusted: ids and paths are validated
// before anything is written, served or deleted, so a tampered record cannot lead outside
// its own app's folder.

import { isRemoteName } from '@pod/contracts/routes';

export const SHELL = 'shell';

export { isRemoteName };

/** "shell" or a remote's name. */
export const isAppName = (value: unknown): value is string => value === SHELL || isRemoteName(value);

function appFolder(app: string): string {
  if (!isAppName(app)) throw new Error(`not an app name: ${JSON.stringify(app)}`);
  return app === SHELL ? SHELL : `remotes/${app}`;
}

export const livePointerKey = (app: string): string => `${appFolder(app)}/live.json`;
export const versionsIndexKey = (app: string): string => `${appFolder(app)}/versions.json`;
export const versionPrefix = (app: string, id: string): string => {
  if (!isVersionId(id)) throw new Error(`not a version id: ${JSON.stringify(id)}`);
  return `${appFolder(app)}/versions/${id}/`;
};
export const REMOTES_REGISTRY_KEY = 'remotes.json';

export interface LivePointer {
  version: string;
  switchedAt: string;
}

export interface VersionRecord {
  id: string;
  /** The build id from prerender.json (a hash of the build's entry). */
  build: string;
  builtAt: string;
  /** `git rev-parse --short HEAD` of the tree it was built from, "+dirty" when it had changes. */
  commit: string;
  deployedAt: string;
  /** "uploading" until every file is in place; only "ready" versions are served or rolled back to. */
  state: 'uploading' | 'ready';
  /** Paths inside the version, so a bucket (which the embedded server cannot list) can be pruned. */
  files: string[];
}

export interface VersionsIndex {
  versions: VersionRecord[];
}

// Ids are built by the deploy tool (time + build id); anything else is refused.
const VERSION_ID = /^[0-9A-Za-z][0-9A-Za-z_-]{0,80}$/;
const BUILD_ID = /^[0-9a-z]{6,64}$/;

export function isVersionId(value: unknown): value is string {
  return typeof value === 'string' && VERSION_ID.test(value);
}

export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID.test(value);
}

// A file inside a version: relative, forward slashes, plain segments. No "..", no ".", no
// empty segment (so no leading slash), no backslash, no control characters, no "%" (so
// nothing decodes into any of those later).
const SEGMENT = /^[A-Za-z0-9_@+=,~-][A-Za-z0-9_@+=,.~-]*$/;

export function isSafeFilePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 300) return false;
  return value.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..' && segment !== '.');
}

function parseJson(body: Buffer | string): unknown {
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}

export function parseLivePointer(body: Buffer | string): LivePointer | undefined {
  const value = parseJson(body) as Partial<LivePointer> | undefined;
  if (!value || !isVersionId(value.version)) return undefined;
  return { version: value.version, switchedAt: String(value.switchedAt ?? '') };
}

function isVersionRecord(value: unknown): value is VersionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    isVersionId(record.id) &&
    isBuildId(record.build) &&
    (record.state === 'uploading' || record.state === 'ready') &&
    Array.isArray(record.files) &&
    record.files.every(isSafeFilePath)
  );
}

/** The index; a record with an unsafe id, build id or file path is left out (never served or pruned). */
export function parseVersionsIndex(body: Buffer | string | undefined): VersionsIndex {
  const value = body === undefined ? undefined : (parseJson(body) as Partial<VersionsIndex> | undefined);
  const versions = Array.isArray(value?.versions) ? value.versions.filter(isVersionRecord) : [];
  return { versions };
}

/** Records the index holds that parseVersionsIndex refuses: for the tools to say so. */
export function refusedRecords(body: Buffer | string | undefined): number {
  const value = body === undefined ? undefined : (parseJson(body) as Partial<VersionsIndex> | undefined);
  const all = Array.isArray(value?.versions) ? value.versions.length : 0;
  return all - parseVersionsIndex(body).versions.length;
}

export function parseRemotesRegistry(body: Buffer | string | undefined): string[] {
  const value = body === undefined ? undefined : (parseJson(body) as { remotes?: unknown } | undefined);
  return Array.isArray(value?.remotes) ? [...new Set(value.remotes.filter(isRemoteName))] : [];
}
