import { StorageUnavailableError } from '../../storage/storageErrors.ts';
import { ApiError } from './apiError.ts';

/** Storage comes back on its own, usually quickly: ask for a retry soon. */
const STORAGE_RETRY_AFTER_SECONDS = '10';

export function storageUnavailable(): ApiError {
  return new ApiError(
    503,
    'storage_unavailable',
    'Image storage is temporarily unavailable. Please try again in a moment.',
    { headers: { 'Retry-After': STORAGE_RETRY_AFTER_SECONDS } },
  );
}

/** A 503 `storage_unavailable` for an object storage failure, or null for any other error. */
export function storageFailure(error: unknown): ApiError | null {
  return error instanceof StorageUnavailableError ? storageUnavailable() : null;
}
