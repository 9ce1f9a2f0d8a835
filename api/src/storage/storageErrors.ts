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

/** S3_TIMEOUT_MS: a positive whole number of milliseconds. */
export function parseStorageTimeout(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_STORAGE_TIMEOUT_MS;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000)
    throw new Error(`Invalid S3_TIMEOUT_MS: ${value} (milliseconds, 100-120000)`);
  return ms;
}
