import { ApiError } from '../http/apiError.ts';
import { isBusyError } from './busyRetry.ts';

// Codes that mean "the database cannot take this now", not "the request was wrong".
const UNAVAILABLE = /^SQLITE_(READONLY|CORRUPT|NOTADB|IOERR|CANTOPEN|FULL|PROTOCOL|NOMEM)/;

/** A 503 in the API's error shape for a database failure, or null for any other error. */
export function databaseFailure(error: unknown): ApiError | null {
  if (isBusyError(error))
    return new ApiError(503, 'database_busy', 'We are busy right now. Please try again in a moment.', {
      headers: { 'Retry-After': '2' },
    });
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE.test(code)) return databaseUnavailable();
  return null;
}

export function databaseUnavailable(): ApiError {
  return new ApiError(
    503,
    'database_unavailable',
    'This part of the site is temporarily unavailable. Please try again later.',
    { headers: { 'Retry-After': '60' } },
  );
}
