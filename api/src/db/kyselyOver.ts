import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { EngineClient } from './engineClient.ts';

/**
 * Kysely over one of our engine clients: Kysely writes each statement in the engine's own SQL,
 * the client runs it, so what differs between engines stays in the client (SQLite's write
 * queue, busy retry and read connection; PostgreSQL's pool, deadlines and retried
 * transactions). Kysely's own transactions refuse to start: they would bypass the client's
 * locks and retries (SqlClient.transaction is the one to use). Cheap enough to build per
 * transaction: no connection of its own.
 */
export function kyselyOver<DB>(client: EngineClient): Kysely<DB> {
  const connection: DatabaseConnection = {
    async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
      const { rows, changes } = await client.query(compiled.sql, compiled.parameters);
      return { rows: rows as R[], numAffectedRows: BigInt(changes) };
    },
    // biome-ignore lint/correctness/useYield: nothing streams through the engine clients
    async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
      throw new Error('streaming queries are not supported; page through the rows instead');
    },
  };
  const noKyselyTransactions = async () => {
    throw new Error("use the client's transaction(work), which knows its engine's locks and retries");
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: noKyselyTransactions,
    commitTransaction: noKyselyTransactions,
    rollbackTransaction: noKyselyTransactions,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const postgres = client.dialect === 'postgres';
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => driver,
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
}

/** Whether a Kysely instance speaks PostgreSQL (a migration's few engine-specific lines). */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
