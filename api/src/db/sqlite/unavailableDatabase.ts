import { DatabaseUnavailableError } from '../databaseErrors.ts';
import type { SqliteConnection } from './sqliteFile.ts';

/**
 * Stands in for a database that could not be opened at start: every use throws
 * DatabaseUnavailableError (the API's 503), so static pages keep serving and only the routes that need data refuse.
 * close() is a no-op so shutdown stays simple.
 */
export function unavailableDatabase(): SqliteConnection {
  return new Proxy({} as SqliteConnection, {
    get(_target, property) {
      if (property === 'close') return () => undefined;
      if (property === 'open') return false;
      if (property === 'then') return undefined; // not a thenable
      throw new DatabaseUnavailableError();
    },
  });
}
