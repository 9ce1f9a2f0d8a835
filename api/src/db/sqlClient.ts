import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * What every store receives: Kysely typed against Database (a misspelt column or a wrong
 * value type fails typecheck), on SQLite or PostgreSQL. A transaction is one too. Run
 * transactions through inTransaction (inTransaction.ts), which runs them again when
 * PostgreSQL asks to.
 */
export type SqlClient = Kysely<Database>;

/** The SQL engines the API runs on. */
export type SqlDialect = 'sqlite' | 'postgres';

/** Whether a Kysely instance speaks PostgreSQL (the few engine-specific lines). */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The engine a Kysely instance speaks. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): SqlDialect {
  return isPostgres(db) ? 'postgres' : 'sqlite';
}

/** Cheap round trip for health checks. */
export async function ping(db: SqlClient): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
