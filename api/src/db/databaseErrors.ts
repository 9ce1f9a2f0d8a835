import { isBusyError } from './sqlite/busyRetry.ts';

// Codes that mean "the database cannot take this now", not "the request was wrong".
const UNAVAILABLE = /^SQLITE_(READONLY|CORRUPT|NOTADB|IOERR|CANTOPEN|FULL|PROTOCOL|NOMEM)/;
// PostgreSQL: SQLSTATE classes 08 (connection), 53 (resources), 57P (shutting down / cannot
// connect now), 28 (login refused), 3D000 (no such database), 25006 (read-only transaction);
// and the socket errors pg passes through.
const PG_UNAVAILABLE =
  /^(08|53|57P|28|3D000|25006|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)/;
// Serialization failure / deadlock after the transaction's own retries, a lock timeout, or a
// statement cancelled (statement_timeout on managed servers, pg_cancel_backend).
const PG_BUSY = /^(40001|40P01|55P03|57014)$/;
// pg's pool and socket failures that carry no code.
const PG_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|Query read timeout|timeout expired/;

/** Thrown for every use of a database that cannot be used now (not opened, not yet migrated). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is unavailable.');
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * What a database failure means for the caller: "busy" (try again in a moment), "unavailable"
 * (the database cannot take this now), or null for any other error.
 */
export function databaseTrouble(error: unknown): 'busy' | 'unavailable' | null {
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  if (isBusyError(error)) return 'busy';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && PG_BUSY.test(code)) return 'busy';
  if (typeof code === 'string' && (UNAVAILABLE.test(code) || PG_UNAVAILABLE.test(code))) return 'unavailable';
  if (error instanceof Error && code === undefined && PG_MESSAGES.test(error.message)) return 'unavailable';
  return null;
}
