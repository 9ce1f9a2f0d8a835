// Where a deployed remote's files live in a deploy target (a folder or a bucket prefix),
// and the two small records that steer it. The deploy tool writes them; the server reads them.
//
//   remotes/<name>/versions/<id>/…   one build, copied in whole (never changed afterwards)
//   remotes/<name>/versions.json     the index: every version with its state and files
//   remotes/<name>/live.json         the pointer: which version is live (switched last, atomically)

export const livePointerKey = (remote: string): string => `remotes/${remote}/live.json`;
export const versionsIndexKey = (remote: string): string => `remotes/${remote}/versions.json`;
export const versionPrefix = (remote: string, id: string): string => `remotes/${remote}/versions/${id}/`;

export interface LivePointer {
  version: string;
  switchedAt: string;
}

export interface VersionRecord {
  id: string;
  /** The build id from prerender.json (hash of its remote entry). */
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

// Ids are built by the deploy tool (time + build hash); anything else is refused, so a
// pointer can never lead a path out of the versions folder.
const VERSION_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,80}$/;

export function isVersionId(value: unknown): value is string {
  return typeof value === 'string' && VERSION_ID.test(value) && !value.includes('..');
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
    (record.state === 'uploading' || record.state === 'ready') &&
    Array.isArray(record.files) &&
    record.files.every((file) => typeof file === 'string')
  );
}

export function parseVersionsIndex(body: Buffer | string | undefined): VersionsIndex {
  const value = body === undefined ? undefined : (parseJson(body) as Partial<VersionsIndex> | undefined);
  const versions = Array.isArray(value?.versions) ? value.versions.filter(isVersionRecord) : [];
  return { versions };
}
