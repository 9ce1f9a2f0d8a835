/**
 * Object storage could not answer (refused, timed out, 5xx, denied): the request that needed
 * it is answered 503 `storage_unavailable`, never as a database failure and never as a 500.
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`object storage ${operation} failed (${reason.slice(0, 200)})`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** How long one storage call may take by default (S3_TIMEOUT_MS). */
export const DEFAULT_STORAGE_TIMEOUT_MS = 5000;
