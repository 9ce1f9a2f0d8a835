import { databaseTrouble } from '../../db/databaseErrors.ts';
import { ApiError } from './apiError.ts';

function busy(): ApiError {
  return new ApiError(503, 'database_busy', 'We are busy right now. Please try again in a moment.', {
    headers: { 'Retry-After': '2' },
  });
}

export function databaseUnavailable(): ApiError {
  return new ApiError(
    503,
    'database_unavailable',
    'This part of the site is temporarily unavailable. Please try again later.',
    { headers: { 'Retry-After': '60' } },
  );
}

/** A 503 in the API's error shape for a database failure, or null for any other error. */
export function databaseFailure(error: unknown): ApiError | null {
  if (error instanceof ApiError && error.status === 503) return error;
  const trouble = databaseTrouble(error);
  if (trouble === 'busy') return busy();
  if (trouble === 'unavailable') return databaseUnavailable();
  return null;
}
