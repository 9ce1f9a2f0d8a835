import { type DialectAdapter, type Driver, Kysely, SqliteAdapter, SqliteDialect } from 'kysely';
import type { SqlClient } from '../sqlClient.ts';
import { type SqliteDriverOptions, SqliteWriterDriver } from './sqliteDriver.ts';

/** SQLite as our driver runs it. */
class SqliteWriterAdapter extends SqliteAdapter {
  /** Reads have a connection of their own and writes queue in the driver: Kysely need not serialise. */
  override get supportsMultipleConnections(): boolean {
    return true;
  }
  /**
   * SQLite's DDL is transactional: the Migrator applies all pending migrations in one
   * transaction, whose BEGIN IMMEDIATE write lock is the migration lock across processes.
   */
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SqliteDialect (its SQL and introspection) over our one-writer driver. */
class SqliteWriterDialect extends SqliteDialect {
  readonly #options: SqliteDriverOptions;
  constructor(options: SqliteDriverOptions) {
    super({ database: options.writer });
    this.#options = options;
  }
  override createDriver(): Driver {
    return new SqliteWriterDriver(this.#options);
  }
  override createAdapter(): DialectAdapter {
    return new SqliteWriterAdapter();
  }
}

/** The API's client on a SQLite file: destroy() closes both connections. */
export function sqliteClient(options: SqliteDriverOptions): SqlClient {
  return new Kysely({ dialect: new SqliteWriterDialect(options) });
}
