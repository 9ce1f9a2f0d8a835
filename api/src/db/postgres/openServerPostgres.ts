import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely } from 'kysely';
import { DatabaseUnavailableError } from '../databaseErrors.ts';
import { type Migration, runMigrations } from '../migrate.ts';
import type { ServerDatabase } from '../serverDatabase.ts';
import type { SqlClient } from '../sqlClient.ts';
import { droppingPool } from './droppingPool.ts';
import { postgresClient } from './postgresClient.ts';
import { PostgresLockingDialect } from './postgresDialect.ts';
import { postgresPool } from './postgresPool.ts';

/** Where a postgres:// URL points, without its password, for logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * PostgreSQL for the server: never throws. Migrations run at start under the advisory lock;
 * when the database cannot be reached yet, the site still serves, the API's data routes
 * answer 503 (no connection is handed out until the migrations have run) and the migrations
 * are retried every few seconds until they succeed.
 */
export async function openServerPostgres(
  url: string,
  migrations: readonly Migration[],
  {
    retryEveryMs = 3000,
    poolMax,
    queryTimeoutMs,
  }: { retryEveryMs?: number; poolMax?: number; queryTimeoutMs?: number } = {},
): Promise<ServerDatabase & { ready: Promise<boolean> }> {
  const pool = postgresPool({
    connectionString: url,
    ...(poolMax ? { max: poolMax } : {}),
    ...(queryTimeoutMs !== undefined ? { queryTimeoutMs } : {}),
  });
  let migrated = false;
  let closed = false;
  const connections = droppingPool(pool);
  const sql: SqlClient = new Kysely({
    dialect: new PostgresLockingDialect({
      ...connections,
      connect: () => (migrated ? connections.connect() : Promise.reject(new DatabaseUnavailableError())),
    }),
  });
  const opened = {
    sql,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      closed = true;
      await sql.destroy();
      // Kysely ends the pool only once it has handed out a connection.
      if (!pool.ending) await pool.end();
    },
  };
  const where = describeDatabaseUrl(url);
  // Migrations get a client of their own without a query deadline: they may wait for another
  // instance's advisory lock, and a migration may rewrite a big table.
  const migrate = async () => {
    const migrator = postgresClient({ connectionString: url, max: 1, queryTimeoutMs: 0 });
    try {
      await runMigrations(migrator.sql, migrations);
    } finally {
      await migrator.sql.destroy();
    }
    migrated = true;
  };
  try {
    await migrate();
    return { ...opened, problem: null, ready: Promise.resolve(true) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Resolves true once migrated, false if the server shut down first.
    const ready = (async () => {
      while (!closed && !migrated) {
        await sleep(retryEveryMs);
        if (closed) return false;
        try {
          await migrate();
          console.log(`[database] ${where} is reachable again; the API serves data`);
        } catch {
          // still down: try again
        }
      }
      return migrated;
    })();
    return {
      ...opened,
      problem: `${where} could not be prepared (${reason}); API routes that need it answer 503 until it answers`,
      ready,
    };
  }
}
