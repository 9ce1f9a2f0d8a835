import { setTimeout as sleep } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import { DEFAULT_BUSY_RETRY_MS, isBusyError, whenNotBusy } from './busyRetry.ts';
import type { Db } from './openDatabase.ts';
import type { SqlClient, SqlParams } from './sqlClient.ts';

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
  const outside =
    <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const deadline = Date.now() + busyRetryMs;
      let pause = 5;
      for (;;) {
        while (current) await current.catch(settled);
        try {
          return await step(...args);
        } catch (error) {
          // Another process holds the write lock: wait on a timer (and for any transaction
          // of ours that started meanwhile), then try again.
          if (!isBusyError(error) || Date.now() + pause > deadline) throw error;
          await sleep(pause);
          pause = Math.min(pause * 2, 250);
        }
      }
    };

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
