import { Kysely } from 'kysely';
import type pg from 'pg';
import type { SqlClient } from '../sqlClient.ts';
import { droppingPool } from './droppingPool.ts';
import { PostgresLockingDialect } from './postgresDialect.ts';
import { type PostgresOptions, postgresPool } from './postgresPool.ts';

export interface PostgresClient {
  sql: SqlClient;
  /** The pg pool underneath, for its connection counts; sql.destroy() ends it. */
  pool: pg.Pool;
}

/** The API's client on PostgreSQL: Kysely's PostgresDialect over our pool. */
export function postgresClient(options: PostgresOptions): PostgresClient {
  const pool = postgresPool(options);
  return { sql: new Kysely({ dialect: new PostgresLockingDialect(droppingPool(pool)) }), pool };
}
