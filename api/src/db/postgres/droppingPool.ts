import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE', 'COMMIT', 'ROLLBACK'] as const;
type Command = (typeof COMMANDS)[number];

/** pg's command tag as Kysely reads it (it counts rows of writes, and spots a failed COMMIT). */
function commandOf(tag: string): Command {
  return COMMANDS.find((known) => known === tag) ?? 'SELECT';
}

/** A query that met the client-side deadline: its connection is in an unknown state. */
function isQueryTimeout(error: unknown): boolean {
  return error instanceof Error && /Query read timeout|timeout exceeded/i.test(error.message);
}

/**
 * A pooled connection that, once a query on it timed out, refuses every later query at once
 * with that same error (so ROLLBACK does not wait as long again) and leaves the pool when
 * released (the server rolls back when the connection goes).
 */
class DroppingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  #timedOut: unknown = null;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    text: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof text !== 'string') throw new Error('cursors are not used: page through the rows instead');
    return this.#run<R>(text, parameters);
  }

  release(destroy?: boolean): void {
    this.#client.release(destroy === true || this.#timedOut !== null);
  }

  async #run<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#timedOut !== null) throw this.#timedOut;
    try {
      // pg types the rows any[]: they are whatever the statement selected, R to Kysely.
      const result = await this.#client.query(text, [...parameters]);
      return { command: commandOf(result.command), rowCount: result.rowCount ?? 0, rows: result.rows };
    } catch (error) {
      if (isQueryTimeout(error)) this.#timedOut = error;
      throw error;
    }
  }
}

/** The pg pool as Kysely's PostgresDialect takes it, whose timed-out connections are dropped. */
export function droppingPool(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    connect: async () => new DroppingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
