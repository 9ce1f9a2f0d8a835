import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseUnavailableError } from '../databaseErrors.ts';
import type { EngineClient } from '../engineClient.ts';
import { type Migration, runMigrations } from '../migrate.ts';
import type { ServerDatabase } from '../serverDatabase.ts';
import { sqlClientOver } from '../sqlClient.ts';
import { postgresClient } from './postgresClient.ts';

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
 * answer 503 and the migrations are retried every few seconds until they succeed.
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
  const inner = postgresClient({
    connectionString: url,
    ...(poolMax ? { max: poolMax } : {}),
    ...(queryTimeoutMs !== undefined ? { queryTimeoutMs } : {}),
  });
  let migrated = false;
  let closed = false;
  const gate =
    <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      migrated ? step(...args) : Promise.reject(new DatabaseUnavailableError());
  const engine: EngineClient = {
    dialect: 'postgres',
    query: gate(inner.query),
    transaction: gate(inner.transaction) as EngineClient['transaction'],
    // The health check asks the server itself, migrated or not.
    ping: () => inner.ping(),
    poolStats: () => inner.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 },
    close: async () => {
      closed = true;
      await inner.close();
    },
  };
  const sql = sqlClientOver(engine);
  const where = describeDatabaseUrl(url);
  // Migrations get a client of their own without a query deadline: they may wait for another
  // instance's advisory lock, and a migration may rewrite a big table.
  const migrate = async () => {
    const migrator = postgresClient({ connectionString: url, max: 1, queryTimeoutMs: 0 });
    try {
      await runMigrations(migrator, migrations);
    } finally {
      await migrator.close();
    }
    migrated = true;
  };
  try {
    await migrate();
    return { sql, problem: null, ready: Promise.resolve(true) };
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
      sql,
      problem: `${where} could not be prepared (${reason}); API routes that need it answer 503 until it answers`,
      ready,
    };
  }
}
