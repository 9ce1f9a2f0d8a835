import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import type { EngineClient, SqlDialect } from './engineClient.ts';
import { kyselyOver } from './kyselyOver.ts';

export type { SqlDialect } from './engineClient.ts';

/**
 * What every store receives: Kysely's query builder typed against Database (a misspelt
 * column or a wrong value type fails typecheck), compiled for the engine underneath and run
 * by it; plus that engine's own transaction. Kysely's transaction() and startTransaction()
 * are left out on purpose: they would run BEGIN/COMMIT without the engine's locks and retries
 * (SQLite's write queue and IMMEDIATE lock, PostgreSQL's retry of the whole work).
 */
export type SqlClient = Omit<Kysely<Database>, 'transaction' | 'startTransaction' | 'destroy'> & {
  readonly dialect: SqlDialect;
  /**
   * Runs work in one transaction of the engine: committed when work resolves, rolled back
   * when it throws. Inside, use only `tx`. PostgreSQL may run work again (serialization
   * failure, deadlock), so work must not have effects outside the database.
   */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  /** Connections of a pool (PostgreSQL), for metrics; absent for a single connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/** The API's SqlClient over an engine client. */
export function sqlClientOver(engine: EngineClient): SqlClient {
  return withEngine(engine, (work) => engine.transaction((tx) => work(inTransaction(tx))));
}

/** The SqlClient of one running transaction: a transaction inside it is the same one. */
function inTransaction(tx: EngineClient): SqlClient {
  const client: SqlClient = withEngine(tx, (work) => work(client));
  return client;
}

function withEngine(engine: EngineClient, transaction: SqlClient['transaction']): SqlClient {
  const extra: Pick<SqlClient, 'dialect' | 'transaction' | 'ping' | 'poolStats' | 'close'> = {
    dialect: engine.dialect,
    // An own property: shadows Kysely's transaction() on this instance.
    transaction,
    ping: () => engine.ping(),
    close: () => engine.close(),
  };
  if (engine.poolStats) extra.poolStats = () => engine.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
  return Object.assign(kyselyOver<Database>(engine), extra) as unknown as SqlClient;
}
