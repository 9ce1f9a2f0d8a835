import pg from 'pg';

// int8 (COUNT, BIGINT epoch milliseconds) as a JS number, as better-sqlite3 gives them; our
// values stay far below 2^53. Everything else keeps pg's defaults.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** How long one query may take unless the caller says otherwise. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5000;

export interface PostgresOptions {
  connectionString: string;
  /** Connections per instance (PGPOOL_MAX, default 10). */
  max?: number;
  /** How long a request waits for a free (or new) connection before the API answers 503. */
  connectionTimeoutMillis?: number;
  /**
   * How long one query may take (DATABASE_TIMEOUT_MS, default 5000): the server cancels it
   * (statement_timeout) and the client stops waiting a moment later (query_timeout), so a
   * frozen server or network fails the query instead of holding the request. 0: no limit
   * (migrations, which may wait for another instance's lock and rewrite big tables).
   */
  queryTimeoutMs?: number;
  /** Sets search_path on every connection (tests: one schema per test database). */
  schema?: string;
}

/** The pg connection pool, with a deadline on every connection and every query. */
export function postgresPool(options: PostgresOptions): pg.Pool {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    ...(queryTimeoutMs > 0 ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + 250 } : {}),
    idleTimeoutMillis: 30_000,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection the server drops (restart, failover, terminated backend) emits 'error'. The pool
  // listens only while the client is idle; a client checked out for a transaction has no
  // listener of its own, and an unheard 'error' would end the process. Every client gets one
  // for life; the query in flight rejects on its own (answered 503) and the pool replaces it.
  pool.on('error', (error) => console.error('[database] idle PostgreSQL connection failed:', error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[database] PostgreSQL connection failed:', error.message));
  });
  return pool;
}
