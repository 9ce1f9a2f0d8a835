import type { Readable } from 'node:stream';

export interface PresignPutOptions {
  /** Signed: the PUT must send exactly this Content-Type. */
  contentType?: string | undefined;
  /** Signed: the PUT must send exactly this many bytes. */
  contentLength?: number | undefined;
  expiresInSeconds: number;
  /** Signing time; tests pass a past time to get an already-expired URL. */
  signingDate?: Date;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string | undefined;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
  etag: string | undefined;
}

/** The upload room's storage handle: S3 (or the embedded S3-compatible server). */
export interface ObjectStorage {
  /** Origins the browser talks to directly (presigned PUT), for the CSP connect-src. */
  browserOrigins: readonly string[];
  /** A presigned PUT URL for one key. */
  presignPut(key: string, options: PresignPutOptions): Promise<string>;
  /** One cheap round trip, on a connection pool of its own (the health check). */
  ping(): Promise<void>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** The whole object if it is at most maxBytes, else null (never buffers more). */
  readAll(key: string, maxBytes: number): Promise<{ bytes: Uint8Array; etag: string | undefined } | null>;
  /** Server-side copy to a new key with the given Content-Type; false when the source is gone. */
  copy(from: string, to: string, contentType: string): Promise<boolean>;
  /** The object's body, from a local copy (see localReadCache.ts): reading it holds no storage socket. */
  get(key: string): Promise<StoredObject | null>;
  /** Stores bytes the server made itself (image variants) under a key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deletes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
