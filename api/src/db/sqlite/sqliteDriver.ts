import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import { DEFAULT_BUSY_RETRY_MS, whenNotBusy } from './busyRetry.ts';
import type { SqliteConnection } from './sqliteFile.ts';
import { type Statement, statementCache } from './statementCache.ts';
import { WriterTurn } from './writerTurn.ts';

export interface SqliteDriverOptions {
  /** The one connection that writes; every statement of a transaction runs on it. */
  writer: SqliteConnection;
  /** A read-only connection for reads outside transactions: they never wait behind writes. */
  reader?: SqliteConnection;
  /** How long a write may wait in all, behind our own writes and another process's lock. */
  busyRetryMs?: number;
}

/** What one statement answered: its rows, or (a write without RETURNING) what it changed. */
function answer(statement: Statement, params: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(...params) };
  const { changes, lastInsertRowid } = statement.run(...params);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/** One use of the driver: a lone statement, or a transaction, which holds the writer's turn. */
class SqliteSession implements DatabaseConnection {
  endTransaction: (() => void) | null = null;
  readonly #run: (compiled: CompiledQuery, inTransaction: boolean) => Promise<QueryResult<unknown>>;
  constructor(run: (compiled: CompiledQuery, inTransaction: boolean) => Promise<QueryResult<unknown>>) {
    this.#run = run;
  }
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, ...counts } = await this.#run(compiled, this.endTransaction !== null);
    // The rows are whatever the statement selected: Kysely's builder typed them as R.
    return { ...counts, rows: rows as R[] };
  }
  // biome-ignore lint/correctness/useYield: nothing streams; the API pages through rows instead
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('streaming queries are not supported; page through the rows instead');
  }
}

function sessionOf(connection: DatabaseConnection): SqliteSession {
  if (!(connection instanceof SqliteSession)) throw new Error('not a connection of this SQLite driver');
  return connection;
}

/**
 * Kysely's driver for the embedded SQLite file, with one writer. Statements are synchronous
 * (better-sqlite3) and prepared once per text. A transaction begins IMMEDIATE (the file's
 * write lock is taken at BEGIN, so a busy file is met there, not half-way through the work)
 * and holds the writer's turn until it ends; a write from outside waits for that turn. A
 * read outside a transaction (a statement SQLite itself calls read-only) goes to the reader,
 * which in WAL mode sees the last commit at once. A statement that meets another process's
 * lock retries on a timer (busyRetry) instead of blocking the event loop; each write gets
 * busyRetryMs in all, counted from its call, its wait behind our own writes included.
 */
export class SqliteWriterDriver implements Driver {
  readonly #writer: SqliteConnection;
  readonly #reader: SqliteConnection | undefined;
  readonly #busyRetryMs: number;
  readonly #turn = new WriterTurn();
  readonly #prepared: (text: string) => Statement;
  readonly #preparedForReading: ((text: string) => Statement) | null;

  constructor({ writer, reader, busyRetryMs = DEFAULT_BUSY_RETRY_MS }: SqliteDriverOptions) {
    this.#writer = writer;
    this.#reader = reader;
    this.#busyRetryMs = busyRetryMs;
    this.#prepared = statementCache(writer);
    this.#preparedForReading = reader ? statementCache(reader) : null;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteSession((compiled, inTransaction) => this.#execute(compiled, inTransaction));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const session = sessionOf(connection);
    const deadline = Date.now() + this.#busyRetryMs;
    const endTurn = await this.#turn.take(deadline);
    try {
      await whenNotBusy(() => this.#writer.exec('BEGIN IMMEDIATE'), Math.max(0, deadline - Date.now()));
    } catch (error) {
      endTurn();
      throw error;
    }
    session.endTransaction = endTurn;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT keeps the turn: Kysely rolls back next, which ends it.
    this.#writer.exec('COMMIT');
    this.#end(sessionOf(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      if (this.#writer.inTransaction) this.#writer.exec('ROLLBACK');
    } finally {
      this.#end(sessionOf(connection));
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#end(sessionOf(connection));
  }

  async destroy(): Promise<void> {
    await this.#turn.idle();
    this.#reader?.close();
    this.#writer.close();
  }

  #end(session: SqliteSession): void {
    session.endTransaction?.();
    session.endTransaction = null;
  }

  async #execute(compiled: CompiledQuery, inTransaction: boolean): Promise<QueryResult<unknown>> {
    const { sql: text, parameters } = compiled;
    // The transaction's own statements: it holds the turn, nothing to wait for.
    if (inTransaction) return answer(this.#prepared(text), parameters);
    const read = this.#readStatement(text);
    if (read) return whenNotBusy(() => answer(read, parameters), this.#busyRetryMs);
    const deadline = Date.now() + this.#busyRetryMs;
    return whenNotBusy(
      () => this.#turn.whenFree(deadline, () => answer(this.#prepared(text), parameters)),
      this.#busyRetryMs,
    );
  }

  /**
   * The reader's statement when it is a read; null for a write (or without a reader, or when
   * the reader cannot prepare it: the writer then runs it and reports any real error).
   */
  #readStatement(text: string): Statement | null {
    if (!this.#preparedForReading) return null;
    try {
      const statement = this.#preparedForReading(text);
      return statement.readonly ? statement : null;
    } catch {
      return null;
    }
  }
}
