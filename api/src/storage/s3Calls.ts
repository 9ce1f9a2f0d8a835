// How one S3 call is made: under a deadline, and its failure told apart as "not found" (the
// caller's business) or the storage being unavailable (503).
import { S3ServiceException } from '@aws-sdk/client-s3';
import { StorageUnavailableError } from './storageErrors.ts';

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Runs one storage call under a deadline of `ms` (aborted past it; the abort is dropped once the
 * call answered, so a streamed body is not cut). "Not found" is the caller's business; every
 * other failure is a StorageUnavailableError (503 storage_unavailable).
 */
export async function callWithin<T>(
  operation: string,
  ms: number,
  work: (abortSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
  try {
    return await work(controller.signal);
  } catch (error) {
    if (isNotFound(error)) throw error;
    throw new StorageUnavailableError(
      operation,
      controller.signal.aborted ? controller.signal.reason : error,
    );
  } finally {
    clearTimeout(timer);
  }
}
