import type Database from 'better-sqlite3';
import type { EngineClient, QueryAnswer } from '../engineClient.ts';
import { DEFAULT_BUSY_RETRY_MS, whenNotBusy } from './busyRetry.ts';
import type { SqliteConnection } from './sqliteFile.ts';

type Statement = Database.Statement<unknown[], unknown>;

/** A write that waited its whole turn for our own queue: answered like another process's lock. */
function busyError(): Error {
  return Object.assign(new Error('the database is busy with other writes'), { code: 'SQLITE_BUSY' });
}

/** A statement's rows when it returns any, else how many rows it changed. */
function answer(statement: Statement, params: readonly unknown[]): QueryAnswer {
  if (statement.reader) return { rows: statement.all(...params), changes: 0 };
  return { rows: [], changes: statement.run(...params).changes };
}

function statementCache(db: SqliteConnection) {
  const statements = new Map<string, Statement>();
  return (text: string): Statement => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (statements.size > 500) statements.clear();
      statements.set(text, statement);
    }
    return statement;
  };
}

/**
 * The SQLite engine: one better-sqlite3 connection for writes, plus (optionally) a read-only
 * connection for reads. Statements are synchronous and cached by text. A statement that
 * meets another process's write lock retries on a timer (busyRetry) instead of blocking the
 * event loop. A transaction holds the write connection: writes from outside it wait until it
 * ends, so they never land inside somebody else's transaction. Reads (statements SQLite
 * itself calls read-only) go to the reader when there is one and never wait behind writes:
 * WAL lets them see the last commit while another connection or process writes. Every write
 * gets busyRetryMs in all, counted from its call, queueing behind our own writes included.
 */
export function sqliteClient(
  db: SqliteConnection,
  { busyRetryMs = DEFAULT_BUSY_RETRY_MS, reader }: { busyRetryMs?: number; reader?: SqliteConnection } = {},
): EngineClient {
  const prepared = statementCache(db);
  const preparedForReading = reader ? statementCache(reader) : null;
  /**
   * The reader's statement when it is a read; null for a write (or without a reader, or when
   * the reader cannot prepare it: the writer then runs it and reports any real error).
   */
  const readStatement = (text: string): Statement | null => {
    if (!preparedForReading) return null;
    try {
      const statement = preparedForReading(text);
      return statement.readonly ? statement : null;
    } catch {
      return null;
    }
  };

  // Direct access: the transaction's own statements run here, with no waiting.
  const direct: Omit<EngineClient, 'transaction' | 'close'> = {
    dialect: 'sqlite',
    query: async (text: string, params: readonly unknown[]) => answer(prepared(text), params),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
  };

  // The running transaction. Callers re-check it right before they run, in the same
  // synchronous step (a check before an await could be stale by the time they resume).
  let current: Promise<unknown> | null = null;
  const settled = () => undefined;
  /**
   * Waits for our own running transaction to end, but never past the deadline (then: busy).
   * Callers loop `while (current) await waitForTurn(…)` so the last check and their statement
   * run in one synchronous step.
   */
  const waitForTurn = async (deadline: number): Promise<void> => {
    const left = deadline - Date.now();
    if (!current) return;
    if (left <= 0) throw busyError();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, left);
    });
    await Promise.race([current.catch(settled), late]);
    clearTimeout(timer);
  };
  // Each attempt (the first, and each retry after another process's lock) waits for any
  // transaction of ours, then runs the statement in the same synchronous step as the last check.
  const outside =
    <A extends unknown[], R>(step: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const deadline = Date.now() + busyRetryMs;
      return whenNotBusy(async () => {
        while (current) await waitForTurn(deadline);
        return step(...args);
      }, busyRetryMs);
    };

  const client: EngineClient = {
    dialect: 'sqlite',
    // A read runs on the reader right away (its own short retry if a checkpoint is in the
    // way); anything else queues as a write.
    query: (text, params) => {
      const statement = readStatement(text);
      if (!statement) return outside(direct.query)(text, params);
      return whenNotBusy(() => answer(statement, params), busyRetryMs);
    },
    ping: reader
      ? () => whenNotBusy(() => void reader.prepare('SELECT 1').get(), busyRetryMs)
      : outside(direct.ping),
    async transaction<T>(work: (tx: EngineClient) => Promise<T>): Promise<T> {
      const deadline = Date.now() + busyRetryMs;
      // The last check and setting `current` below happen in one synchronous step.
      while (current) await waitForTurn(deadline);
      const tx: EngineClient = { ...direct, transaction: (inner) => inner(tx), close: async () => undefined };
      const running = (async () => {
        // IMMEDIATE takes the write lock now, so a busy file is met here (and retried),
        // not half-way through the work.
        await whenNotBusy(() => db.exec('BEGIN IMMEDIATE'), Math.max(0, deadline - Date.now()));
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
      reader?.close();
      db.close();
    },
  };
  return client;
}
