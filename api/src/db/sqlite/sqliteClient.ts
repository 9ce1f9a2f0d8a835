import type Database from 'better-sqlite3';
import type { SqlClient, SqlParams } from '../sqlClient.ts';
import { DEFAULT_BUSY_RETRY_MS, whenNotBusy } from './busyRetry.ts';
import type { Db } from './sqliteFile.ts';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * SqlClient over one better-sqlite3 connection. Statements are synchronous and cached by
 * text. A statement that meets another process's write lock retries on a timer (busyRetry)
 * instead of blocking the event loop. A transaction holds the connection: statements from
 * outside it wait until it ends, so they never land inside somebody else's transaction.
 */
export function sqliteClient(db: Db, { busyRetryMs = DEFAULT_BUSY_RETRY_MS } = {}): SqlClient {
  const statements = new Map<string, Statement>();
  const prepared = (text: string): Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (statements.size > 500) statements.clear();
      statements.set(text, statement);
    }
    return statement;
  };
  const bind = (params: SqlParams | undefined): unknown[] =>
    params === undefined ? [] : Array.isArray(params) ? params : [params];

  // Direct access: the transaction's own statements run here, with no waiting.
  const direct: Omit<SqlClient, 'transaction' | 'close'> = {
    dialect: 'sqlite',
    all: async <T>(text: string, params?: SqlParams) => prepared(text).all(...bind(params)) as T[],
    get: async <T>(text: string, params?: SqlParams) => prepared(text).get(...bind(params)) as T | undefined,
    run: async (text: string, params?: SqlParams) => prepared(text).run(...bind(params)).changes,
    exec: async (text: string) => {
      db.exec(text);
    },
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
  };

  // The running transaction. Callers re-check it right before they run, in the same
  // synchronous step (a check before an await could be stale by the time they resume).
  let current: Promise<unknown> | null = null;
  const settled = () => undefined;
  // Each attempt (the first, and each retry after another process's lock) waits for any
  // transaction of ours, then runs the statement in the same synchronous step as the last check.
  const outside =
    <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      whenNotBusy(async () => {
        while (current) await current.catch(settled);
        return step(...args);
      }, busyRetryMs);

  const client: SqlClient = {
    dialect: 'sqlite',
    all: outside(direct.all) as SqlClient['all'],
    get: outside(direct.get) as SqlClient['get'],
    run: outside(direct.run),
    exec: outside(direct.exec),
    ping: outside(direct.ping),
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      while (current) await current.catch(settled);
      const tx: SqlClient = { ...direct, transaction: (inner) => inner(tx), close: async () => undefined };
      const running = (async () => {
        // IMMEDIATE takes the write lock now, so a busy file is met here (and retried),
        // not half-way through the work.
        await whenNotBusy(() => db.exec('BEGIN IMMEDIATE'), busyRetryMs);
        try {
          const result = await work(tx);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      })();
      current = running;
      try {
        return await running;
      } finally {
        if (current === running) current = null;
      }
    },
    close: async () => {
      while (current) await current.catch(settled);
      db.close();
    },
  };
  return client;
}
