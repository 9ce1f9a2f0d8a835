/** One read of a stored object: its version tag, and its bytes unless they did not change. */
export interface StoredRead {
  /** Changes whenever the object does (mtime+size for a file, the ETag for an object). */
  tag: string;
  /** Absent when the caller's `knownTag` still matches. */
  body?: Buffer;
}

/**
 * A deploy target: a folder or an S3 bucket prefix, addressed by relative keys such as
 * "remotes/forms/live.json". Each write replaces one object whole (a reader sees the old
 * bytes or the new ones, never a mix): that is what makes the pointer switch atomic.
 */
export interface DeployStore {
  /** For messages: the folder path or s3://bucket/prefix. */
  readonly description: string;
  /** Undefined when there is no such object. */
  read(key: string, knownTag?: string): Promise<StoredRead | undefined>;
  write(key: string, body: Buffer | string): Promise<void>;
  /** No error when it is already gone. */
  remove(key: string): Promise<void>;
}
